import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RealNameBankPopup, type RealNameBankPopupProps } from '@/components/real-name-bank-popup';
import { holdStill } from '../support/hold-still';

/** The Me screen's 银行卡实名认证 entry opens the popup. */
function Entry(args: RealNameBankPopupProps) {
  const [open, setOpen] = useState(args.visible);
  return (
    <div style={{ padding: 16 }}>
      <button type="button" style={{ minHeight: 44 }} onClick={() => setOpen(true)}>
        去银行卡实名认证
      </button>
      <RealNameBankPopup
        {...args}
        visible={open}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/RealNameBankPopup',
  component: RealNameBankPopup,
  tags: ['autodocs'],
  args: {
    visible: false,
    mobile: '13800000002',
    sendCode: fn(async (): Promise<unknown> => undefined),
    verify: fn(async (_code: string): Promise<unknown> => undefined),
    onVerified: fn(),
    onClose: fn(),
  },
  render: (args) => <Entry {...args} />,
  parameters: {
    docs: {
      description: {
        component: `
Real-name verification for a bank account (§4, §5, §8): the bank texts a 6-digit code to the
driver's phone; the driver types it and confirms.

- \`sendCode()\` asks for the code (spa/callback/certificationSendSms). Resolve → toast **发送成功**
  and the 60-s \`N秒后重发\` countdown (the kit's SmsCodeButton); reject or resolve false → toast
  **短信发送失败，请重试！** and the button is ready again.
- The code field keeps at most 6 characters (maxlength 6). Confirming checks it first:
  empty → **请输入短信验证码**, not 6 digits → **短信验证码格式错误** (shown under the field).
- \`verify(code)\` (spa/callback/certificationVerification with mobile, tranNetMemberCode,
  memberGlobalId and flag = the code). Resolve → toast **认证成功**, \`onVerified\`, close. Resolve false
  → **认证失败**. Reject with the server's message and the driver sees it as it is (e.g.
  录入的指令号不正确，验证失败) — call the API with \`ignoreErrors\` so it is not toasted twice.
  What was typed is kept after any failure.
`,
      },
    },
  },
} satisfies Meta<typeof RealNameBankPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

async function openPopup(canvasElement: HTMLElement) {
  const screen = body(canvasElement);
  await userEvent.click(screen.getByRole('button', { name: '去银行卡实名认证' }));
  return within(await screen.findByRole('dialog', { name: '银行卡实名认证' }));
}

export const SendCode: Story = {
  tags: ['state'],
  play: async ({ canvasElement, args }) => {
    const popup = await openPopup(canvasElement);
    await expect(popup.getByText('138****0002')).toBeVisible();
    await userEvent.click(popup.getByRole('button', { name: '发送验证码' }));
    await expect(args.sendCode).toHaveBeenCalledTimes(1);
    await expect(await body(canvasElement).findByText('发送成功')).toBeVisible();
    holdStill(); // the toast closes after 2 s; the role query below can take longer on CI
    await expect(await popup.findByRole('button', { name: '60秒后重发' })).toBeDisabled();
  },
};

export const SendCodeFails: Story = {
  tags: ['state'],
  args: { sendCode: fn(async () => Promise.reject(new Error('服务繁忙'))) },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.click(popup.getByRole('button', { name: '发送验证码' }));
    await expect(await body(canvasElement).findByText('短信发送失败，请重试！')).toBeVisible();
    await expect(popup.getByRole('button', { name: '发送验证码' })).toBeEnabled();
  },
};

export const CodeRequired: Story = {
  tags: ['state'],
  play: async ({ canvasElement, args }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.click(popup.getByRole('button', { name: '确认认证' }));
    await expect(await popup.findByRole('alert')).toHaveTextContent('请输入短信验证码');
    await expect(popup.getByLabelText('短信验证码')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.verify).not.toHaveBeenCalled();
  },
};

export const CodeFormatAndMaxLength: Story = {
  play: async ({ canvasElement, args }) => {
    const popup = await openPopup(canvasElement);
    const field = popup.getByLabelText('短信验证码');
    await expect(field).toHaveAttribute('maxlength', '6');
    await userEvent.type(field, '12a4');
    await userEvent.click(popup.getByRole('button', { name: '确认认证' }));
    await expect(await popup.findByRole('alert')).toHaveTextContent('短信验证码格式错误');
    await expect(field).toHaveValue('12a4');
    await expect(args.verify).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '12345678');
    await expect(field).toHaveValue('123456');
    await expect(popup.queryByRole('alert')).toBeNull();
  },
};

export const VerifySucceeds: Story = {
  play: async ({ canvasElement, args }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.type(popup.getByLabelText('短信验证码'), '246810');
    await userEvent.click(popup.getByRole('button', { name: '确认认证' }));
    await expect(args.verify).toHaveBeenCalledWith('246810');
    await expect(await body(canvasElement).findByText('认证成功')).toBeVisible();
    await expect(args.onVerified).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('dialog', { name: '银行卡实名认证' })).toBeNull(),
    );
  },
};

export const WrongInstructionCode: Story = {
  tags: ['state'],
  args: {
    verify: fn(async (_code: string): Promise<unknown> =>
      Promise.reject(new Error('录入的指令号不正确，验证失败')),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const popup = await openPopup(canvasElement);
    const field = popup.getByLabelText('短信验证码');
    await userEvent.type(field, '111111');
    await userEvent.click(popup.getByRole('button', { name: '确认认证' }));
    await expect(await popup.findByRole('alert')).toHaveTextContent('录入的指令号不正确，验证失败');
    await expect(field).toHaveValue('111111');
    await expect(args.onVerified).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const NoPendingApplication: Story = {
  args: {
    verify: fn(async (_code: string): Promise<unknown> =>
      Promise.reject(new Error('该会员无该待绑定账户的手机号实名认证鉴权申请记录')),
    ),
  },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.type(popup.getByLabelText('短信验证码'), '222222');
    await userEvent.click(popup.getByRole('button', { name: '确认认证' }));
    await expect(await popup.findByRole('alert')).toHaveTextContent(
      '该会员无该待绑定账户的手机号实名认证鉴权申请记录',
    );
  },
};

export const VerifyRefused: Story = {
  args: { verify: fn(async (_code: string): Promise<unknown> => false) },
  play: async ({ canvasElement, args }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.type(popup.getByLabelText('短信验证码'), '333333');
    await userEvent.click(popup.getByRole('button', { name: '确认认证' }));
    await expect(await popup.findByRole('alert')).toHaveTextContent('认证失败');
    await expect(args.onVerified).not.toHaveBeenCalled();
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.type(popup.getByLabelText('短信验证码'), '12');
    await userEvent.click(popup.getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
