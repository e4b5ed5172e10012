import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EntrustAddScreen } from '@/features/money/entrust/screens/entrust-add-screen';
import { expectPath } from '../../../support/router';
import { latestSmsCode, sentRequests } from '../../../support/sandbox';
import { SEEDED as PHONES } from '../../../support/session';
import { clearOverlays, findDialog } from '../../../support/overlays';
import { applyPath, bodyOf, savePath, SLOW } from './entrust-story-helpers';
import { expectWaybillNotYours } from '../../../support/read-problem';
import { loadingState } from '../../../support/loading-state';

const meta = {
  title: 'Screens/Money/Entrust/EntrustAdd',
  component: EntrustAddScreen,
  parameters: { route: '/i/wallet/entrust-add?waybillId=WB0005', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof EntrustAddScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function form(canvasElement: HTMLElement) {
  const screen = bodyOf(canvasElement);
  await screen.findByRole('group', { name: '收款账户' }, SLOW);
  return screen;
}

/** The waybill and its freight, the captain's accounts (his default chosen), remark and code. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await expect(screen.getByRole('region', { name: '运单信息' })).toHaveTextContent('司机应收');
    const chosen = screen.getByRole('radio', { name: /中国工商银行 6222 \*{4} \*{4} 2222/ });
    await expect(chosen).toBeChecked();
    await expect(screen.getByRole('radio', { name: /中国银行 6216/ })).not.toBeChecked();
    await expect(screen.getByRole('button', { name: '发送验证码' })).toBeVisible();
    await expect(screen.getByText('验证码将发送至 138****0002')).toBeVisible();
  },
};

/** 提交委托 without a code: said at the field, nothing sent. */
export const CodeMissing: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '提交委托' }));
    await expect(await screen.findByText('请输入短信验证码')).toBeVisible();
    await expect(await sentRequests(applyPath)).toHaveLength(0);
  },
};

/** An entrustment already in force: the server refuses the draft in its words; no code is sent. */
export const InForceRefusal: Story = {
  tags: ['state'],
  parameters: { route: '/i/wallet/entrust-add?waybillId=WB0007' },
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByText('该运单已有待确认或已生效的委托')).toBeVisible();
    await expect(screen.getByRole('button', { name: '发送验证码' })).toBeVisible();
  },
};

export const Loading: Story = loadingState('/api/sdc/wayBillDriver/getDetail');

/** Entrust WB0005 to the captain: the code to his phone, one application, the success screen. */
export const EntrustJourney: Story = {
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await userEvent.click(screen.getByRole('radio', { name: /中国银行 6216/ }));
    await userEvent.type(screen.getByLabelText(/备注/), '车队统一收款');
    await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await expect(await screen.findByText('60秒后重发', {}, SLOW)).toBeVisible();
    const code = await latestSmsCode(PHONES.certifiedDriver);
    await userEvent.type(screen.getByLabelText('短信验证码'), code);
    await userEvent.click(screen.getByRole('button', { name: '提交委托' }));
    await expectPath('/i/wallet/entrust-success');
    const saved = await sentRequests(savePath);
    await expect(saved).toHaveLength(1);
    await expect(saved[0]?.body).toEqual(
      expect.objectContaining({ waybillId: 'WB0005', accountId: 'CA0002', remark: '车队统一收款' }),
    );
    const applied = await sentRequests(applyPath);
    await expect(applied).toHaveLength(1);
    await expect(applied[0]?.body).toEqual({ id: 'WT0005', code });
    await expect(applied[0]?.headers?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  },
};

type User = { mobile: string; appUserId: string; isCaptain: boolean; certificationStatus: number };

/** The generated certified captains other than the driver's own (the first has account CA0004). */
async function otherCaptains(): Promise<User[]> {
  const answer = (await (await fetch('/__sandbox/users')).json()) as User[] | { data: User[] };
  const users = Array.isArray(answer) ? answer : answer.data;
  return users.filter(
    (u) => u.isCaptain && u.certificationStatus === 1 && u.mobile !== PHONES.captain,
  );
}

async function findPayee(canvasElement: HTMLElement, mobile: string) {
  const screen = await form(canvasElement);
  await userEvent.click(screen.getByRole('button', { name: '委托给其他车队长' }));
  await userEvent.type(screen.getByLabelText('收款人手机号'), mobile);
  await userEvent.click(screen.getByRole('button', { name: '查找' }));
  return screen;
}

/** A mobile that is no certified captain's: said under the field; the captain's accounts stay. */
export const OtherPayeeNotFound: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await findPayee(canvasElement, PHONES.partner);
    await expect(await screen.findByText('未找到已实名认证的车队长', {}, SLOW)).toBeVisible();
    await expect(screen.getByRole('radio', { name: /中国工商银行/ })).toBeChecked();
  },
};

/** Another certified captain found by mobile: his account replaces the captain's in the draft. */
export const OtherPayeeJourney: Story = {
  play: async ({ canvasElement }) => {
    const [other] = await otherCaptains();
    const screen = await findPayee(canvasElement, other!.mobile);
    const radio = await screen.findByRole('radio', { name: /中国农业银行/ }, SLOW);
    await expect(radio).toBeChecked();
    await expect(screen.queryByRole('radio', { name: /中国工商银行/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await expect(await screen.findByText('60秒后重发', {}, SLOW)).toBeVisible();
    const saved = await sentRequests(savePath);
    await expect(saved.map((r) => r.body)).toEqual([
      { waybillId: 'WB0005', payeeId: other!.appUserId, accountId: 'CA0004', remark: '' },
    ]);
  },
};

/** Another driver's waybill (WB0006): 不是您的运单 with 联系客服 and 返回运单列表, no 重试. */
export const WaybillNotYours: Story = {
  tags: ['state'],
  parameters: { route: '/i/wallet/entrust-add?waybillId=WB0006' },
  play: ({ canvasElement }) => expectWaybillNotYours(canvasElement),
};
