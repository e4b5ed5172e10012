import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLocation } from 'react-router-dom';
import { useBankRealName } from '@/features/me/shared/use-bank-real-name';
import { holdStill } from '../support/hold-still';
import { latestSmsCode, sentRequests } from '../support/sandbox';
import { SEEDED } from '../support/session';
import { clearOverlays } from '../support/overlays';

/** What an entry (the Me tab's 银行卡实名认证) does with the hook: a button calling start(), and the popup. */
function Harness() {
  const { start, popup, checking } = useBankRealName();
  const location = useLocation();
  return (
    <div style={{ padding: 16 }}>
      <button
        type="button"
        style={{ minHeight: 44 }}
        aria-busy={checking || undefined}
        onClick={() => void start()}
      >
        银行卡实名认证
      </button>
      <p>
        当前页面：<output aria-label="当前页面">{`${location.pathname}${location.search}`}</output>
      </p>
      {popup}
    </div>
  );
}

const meta = {
  title: 'Components/BankRealName',
  component: Harness,
  parameters: {
    componentRoute: '/i',
    session: 'partner',
    docs: {
      description: {
        component: `
\`useBankRealName()\` (\`src/hooks/use-bank-real-name.tsx\`), §4 "Bank real-name entry": \`start()\`
asks the bank (spa/callback/isCertificationVerification) whether the driver has passed its check.
Passed → toast **您已完成实名认证**. No certificate number yet (no real-name record) → /i/license
with \`yinhangFlag=1\`. Otherwise the RealNameBankPopup opens: send (certificationSendSms with mobile,
tranNetMemberCode = appUserId, memberGlobalId = certificate number) and verify
(certificationVerification, + flag = the code); the bank's refusals are shown as they are.
`,
      },
    },
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

async function openPopup(canvasElement: HTMLElement) {
  const screen = body(canvasElement);
  await userEvent.click(await screen.findByRole('button', { name: '银行卡实名认证' }));
  return within(await screen.findByRole('dialog', { name: '银行卡实名认证' }, { timeout: 5000 }));
}

export const AlreadyVerified: Story = {
  tags: ['state'],
  parameters: { session: 'certifiedDriver' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '银行卡实名认证' }));
    await expect(await screen.findByText('您已完成实名认证')).toBeVisible();
    holdStill();
    await expect(screen.queryByRole('dialog', { name: '银行卡实名认证' })).toBeNull();
    await expect(await sentRequests('/isCertificationVerification')).toHaveLength(1);
  },
};

export const SendCode: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await expect(popup.getByText('138****0004')).toBeVisible();
    await userEvent.click(popup.getByRole('button', { name: '发送验证码' }));
    await expect(await body(canvasElement).findByText('发送成功')).toBeVisible();
    holdStill();
    const [request] = await sentRequests('/certificationSendSms');
    await expect(request?.body).toMatchObject({
      mobile: SEEDED.partner,
      tranNetMemberCode: expect.any(String),
      memberGlobalId: expect.stringMatching(/^\d{17}[\dX]$/),
    });
  },
};

export const SendFails: Story = {
  parameters: {
    sandbox: {
      faults: [{ path: '/api/fcc/spa/callback/certificationSendSms', state: 500, msg: '银行繁忙' }],
    },
  },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.click(popup.getByRole('button', { name: '发送验证码' }));
    await expect(await body(canvasElement).findByText('短信发送失败，请重试！')).toBeVisible();
    await expect(body(canvasElement).queryByText('银行繁忙')).toBeNull();
  },
};

export const CodeMessages: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.click(popup.getByRole('button', { name: '确认认证' }));
    await expect(await popup.findByRole('alert')).toHaveTextContent('请输入短信验证码');
    await userEvent.type(popup.getByLabelText('短信验证码'), '12345');
    await userEvent.click(popup.getByRole('button', { name: '确认认证' }));
    await expect(await popup.findByRole('alert')).toHaveTextContent('短信验证码格式错误');
    await expect(await sentRequests('/certificationVerification')).toHaveLength(0);
  },
};

export const WrongCode: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.click(popup.getByRole('button', { name: '发送验证码' }));
    await body(canvasElement).findByText('发送成功');
    const code = await latestSmsCode(SEEDED.partner);
    const wrong = code === '000000' ? '111111' : '000000';
    await userEvent.type(popup.getByLabelText('短信验证码'), wrong);
    await userEvent.click(popup.getByRole('button', { name: '确认认证' }));
    await waitFor(() =>
      expect(popup.getByRole('alert')).toHaveTextContent('录入的指令号不正确，验证失败'),
    );
    await expect(popup.getByLabelText('短信验证码')).toHaveValue(wrong);
  },
};

export const NoPendingApplication: Story = {
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.type(popup.getByLabelText('短信验证码'), '123456');
    await userEvent.click(popup.getByRole('button', { name: '确认认证' }));
    await expect(await popup.findByRole('alert')).toHaveTextContent(
      '该会员无该待绑定账户的手机号实名认证鉴权申请记录',
    );
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const popup = await openPopup(canvasElement);
    await userEvent.click(popup.getByRole('button', { name: '发送验证码' }));
    await screen.findByText('发送成功');
    await userEvent.type(popup.getByLabelText('短信验证码'), await latestSmsCode(SEEDED.partner));
    await userEvent.click(popup.getByRole('button', { name: '确认认证' }));
    await expect(await screen.findByText('认证成功')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '银行卡实名认证' })).toBeNull(),
    );
    const [request] = await sentRequests('/certificationVerification');
    await expect(request?.body).toMatchObject({ mobile: SEEDED.partner, flag: expect.any(String) });
    // The bank now knows the driver: the entry says so instead of opening the popup.
    await userEvent.click(screen.getByRole('button', { name: '银行卡实名认证' }));
    await expect(await screen.findByText('您已完成实名认证')).toBeVisible();
  },
};

export const NoCertificate: Story = {
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '银行卡实名认证' }));
    await waitFor(() =>
      expect(screen.getByLabelText('当前页面')).toHaveTextContent('/i/license?yinhangFlag=1'),
    );
    await expect(screen.queryByRole('dialog', { name: '银行卡实名认证' })).toBeNull();
  },
};
