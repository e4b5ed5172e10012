import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ConsentCheckbox,
  Form,
  MobileField,
  NewPasswordFields,
  newPasswordRules,
  SmsCodeField,
  SubmitButton,
  useConsent,
  useFormFields,
} from '@/components/form';
import { validateMobile } from '@/lib/domain/mobile';
import { validateSmsCode } from '@/lib/domain/sms-code';
import { expectToast, page } from '../../screens/account/auth/auth-story-helpers';

const CONSENT = '我已阅读并同意《用户协议》和《隐私政策》';
const CONSENT_REQUIRED = '请先阅读并同意用户协议和隐私政策';
const LINKS = [
  { label: '《用户协议》', to: '/i/about/agreement?type=user' },
  { label: '《隐私政策》', to: '/i/about/agreement?type=privacy' },
] as const;

interface Values {
  mobile: string;
  code: string;
  password: string;
  confirm: string;
}

interface DemoFormProps {
  /** What the screen sends; a story makes it slow or failing. */
  onSubmit: (values: Values) => Promise<void>;
  onSendCode: (mobile: string) => Promise<void>;
}

/** A register-like form built only from the kit, as a screen builds one. */
function DemoForm({ onSubmit, onSendCode }: DemoFormProps) {
  const fields = useFormFields(
    { mobile: '', code: '', password: '', confirm: '' },
    { mobile: validateMobile, code: validateSmsCode, ...newPasswordRules },
  );
  const consent = useConsent(CONSENT_REQUIRED);
  const sendCode = async () => {
    if (!fields.check('mobile')) return false;
    await onSendCode(fields.values.mobile);
    return true;
  };
  const submit = async () => {
    if (!fields.check() || !consent.confirm()) return;
    await onSubmit(fields.values);
  };
  return (
    <Form onSubmit={submit}>
      <MobileField {...fields.bind('mobile')} />
      <SmsCodeField {...fields.bind('code')} onSend={sendCode} />
      <NewPasswordFields password={fields.bind('password')} confirm={fields.bind('confirm')} />
      <SubmitButton>注册</SubmitButton>
      <ConsentCheckbox {...consent.bind} links={LINKS} />
    </Form>
  );
}

const meta = {
  title: 'Components/Form/Form',
  component: DemoForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(async () => undefined), onSendCode: fn(async () => undefined) },
  parameters: {
    layout: 'padded',
    componentRoute: '/',
    docs: {
      description: {
        component: `
The form kit (\`@/components/form\`, see its README): \`useFormFields\` holds the values and shows each
field's \`lib/domain\` message once the field is left or a submit is tried; \`Form\` submits
single-flight, so a double tap sends once and \`SubmitButton\` is busy meanwhile; \`useConsent\`
blocks the submit with a toast until the agreements are ticked. What was typed stays after a
failed submit.
`,
      },
    },
  },
} satisfies Meta<typeof DemoForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillValid(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByLabelText('手机号'), '13900001111');
  await userEvent.type(canvas.getByLabelText('短信验证码'), '123456');
  await userEvent.type(canvas.getByLabelText('新密码'), 'Truck2025');
  await userEvent.type(canvas.getByLabelText('确认密码'), 'Truck2025');
}

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['手机号', '短信验证码', '新密码', '确认密码']) {
      const input = canvas.getByLabelText(label);
      await expect(input).toHaveValue('');
      await expect(input).not.toHaveAttribute('aria-invalid');
    }
    // Gloved fingers: every control is at least 44 px tall.
    for (const control of [
      canvas.getByRole('button', { name: '注册' }),
      canvas.getByRole('button', { name: '发送验证码' }),
      canvas.getAllByRole('button', { name: '显示密码' })[0]!,
    ]) {
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(canvas.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
  },
};

export const MessageAfterLeavingField: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mobile = canvas.getByLabelText('手机号');
    await userEvent.type(mobile, '1380000');
    // Still typing: no message yet.
    await expect(canvas.queryByText('请输入正确的手机号')).toBeNull();
    await userEvent.tab();
    const message = await canvas.findByText('请输入正确的手机号');
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await expect(mobile).toHaveAccessibleDescription('请输入正确的手机号');
    await expect(message).toBeVisible();
    // The other fields were not left, so they stay quiet.
    await expect(canvas.queryByText('请输入短信验证码')).toBeNull();
  },
};

export const MessageFollowsTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mobile = canvas.getByLabelText('手机号');
    await userEvent.type(mobile, '1380000');
    await userEvent.tab();
    await canvas.findByText('请输入正确的手机号');
    await userEvent.type(mobile, '0001');
    await waitFor(() => expect(canvas.queryByText('请输入正确的手机号')).toBeNull());
    await expect(mobile).not.toHaveAttribute('aria-invalid');
    // Pasted spaces and dashes are formatting, not digits.
    await userEvent.clear(mobile);
    await userEvent.paste('139-0000 1111');
    await expect(mobile).toHaveValue('13900001111');
  },
};

export const SubmitShowsEveryMessage: Story = {
  tags: ['state'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await expect(await canvas.findByText('请输入手机号')).toBeVisible();
    await expect(canvas.getByText('请输入短信验证码')).toBeVisible();
    await expect(canvas.getAllByText('请输入密码')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NewPasswordRules: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('新密码');
    await userEvent.type(password, 'abc');
    await userEvent.tab();
    await expect(await canvas.findByText('请输入6-16位密码')).toBeVisible();
    await userEvent.type(password, 'defgh');
    await expect(await canvas.findByText('密码须包含字母和数字')).toBeVisible();
    await userEvent.type(password, '1');
    await userEvent.type(canvas.getByLabelText('确认密码'), 'abcdefgh2');
    await userEvent.tab();
    await expect(await canvas.findByText('两次输入的密码不一致')).toBeVisible();
    await expect(canvas.queryByText('密码须包含字母和数字')).toBeNull();
  },
};

export const ShowHidePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('新密码');
    await expect(password).toHaveAttribute('maxlength', '16');
    await userEvent.type(password, 'Truck2025');
    await expect(password).toHaveAttribute('type', 'password');
    const [show] = canvas.getAllByRole('button', { name: '显示密码' });
    await userEvent.click(show!);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('Truck2025');
    // Only this field is shown; its twin stays hidden.
    await expect(canvas.getByLabelText('确认密码')).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: '隐藏密码' }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

export const SendCodeChecksMobileFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await expect(await canvas.findByText('请输入手机号')).toBeVisible();
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('手机号'), '13900001111');
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await expect(await canvas.findByRole('button', { name: '60秒后重发' })).toBeDisabled();
    await expect(args.onSendCode).toHaveBeenCalledWith('13900001111');
  },
};

export const ConsentRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = await page(canvasElement);
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await expectToast(screen, CONSENT_REQUIRED);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

export const DoubleTapSendsOnce: Story = {
  args: { onSubmit: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 600))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: CONSENT }));
    const submit = canvas.getByRole('button', { name: '注册' });
    await userEvent.dblClick(submit);
    // While the request is on its way the button is busy and cannot be tapped again.
    await waitFor(() => expect(submit).toBeDisabled());
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await waitFor(() => expect(submit).toBeEnabled(), { timeout: 3000 });
    await expect(submit).not.toHaveAttribute('aria-busy');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const FailedSubmitKeepsValues: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('服务繁忙'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: CONSENT }));
    const submit = canvas.getByRole('button', { name: '注册' });
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(submit).toBeEnabled());
    await expect(canvas.getByLabelText('手机号')).toHaveValue('13900001111');
    await expect(canvas.getByLabelText('短信验证码')).toHaveValue('123456');
    await expect(canvas.getByLabelText('新密码')).toHaveValue('Truck2025');
    await expect(canvas.getByRole('checkbox', { name: CONSENT })).toBeChecked();
    // The driver can simply try again.
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
  },
};
