import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { LoginScreen } from '@/features/account/auth/screens/login-screen';
import { account } from '@/lib/contract/account/auth';
import { sms } from '@/lib/contract/common/sms';
import { tokens } from '@/lib/http/tokens';
import { useSession } from '@/stores/session';
import { currentUrl, expectPath } from '../../../support/router';
import { latestSmsCode, neverAnswered, sentRequests } from '../../../support/sandbox';
import { SEEDED, SEEDED_PASSWORD } from '../../../support/session';
import { expectAlert, expectToast, page, type Page, wrongCode } from './auth-story-helpers';

const meta = {
  title: 'Screens/Account/Auth/Login',
  component: LoginScreen,
  parameters: { route: '/login' },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const NEW_PHONE = '13900001111';
const CONSENT = '我已阅读并同意《用户协议》和《隐私政策》';

async function typePhoneAndGetCode(screen: Page, phone: string): Promise<string> {
  await userEvent.type(await screen.findByLabelText('手机号'), phone);
  await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
  await expect(await screen.findByRole('button', { name: '60秒后重发' })).toBeDisabled();
  return latestSmsCode(phone);
}

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(screen.getByRole('tab', { name: '验证码登录' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(screen.getByLabelText('手机号')).toHaveValue('');
    await expect(screen.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
  },
};

export const SmsLogin: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(screen.getByRole('tab', { name: '验证码登录' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const code = await typePhoneAndGetCode(screen, NEW_PHONE);
    await userEvent.type(screen.getByLabelText('短信验证码'), code);
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await expectPath('/');
    await expect(useSession.getState().loginInfo?.phone).toBe(NEW_PHONE);
    const [send] = await sentRequests(sms.sendTemplateErificationCodeSms.path);
    await expect(send?.body).toEqual({ mobile: NEW_PHONE, template: 'login' });
  },
};

export const PasswordLoginRemembered: Story = {
  parameters: { route: '/loginPwd' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByRole('tab', { name: '密码登录' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.type(screen.getByLabelText('手机号'), SEEDED.certifiedDriver);
    const password = screen.getByLabelText('密码');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('maxlength', '16');
    await userEvent.type(password, SEEDED_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: '显示密码' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue(SEEDED_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: '隐藏密码' }));
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('checkbox', { name: '记住我' }));
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await expectPath('/');
    await expect(useSession.getState().loginInfo?.phone).toBe(SEEDED.certifiedDriver);
    // Remember me keeps the refresh token beyond this WebView session.
    await expect(tokens.isRemembered()).toBe(true);
  },
};

export const RedirectAfterLogin: Story = {
  parameters: { route: `/loginPwd?redirect=${encodeURIComponent('/i/about/aboutus')}` },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('手机号'), SEEDED.newDriver);
    await userEvent.type(screen.getByLabelText('密码'), SEEDED_PASSWORD);
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await expectPath('/i/about/aboutus');
  },
};

export const ForeignRedirectIgnored: Story = {
  parameters: { route: `/loginPwd?redirect=${encodeURIComponent('https://evil.example/steal')}` },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('手机号'), SEEDED.newDriver);
    await userEvent.type(screen.getByLabelText('密码'), SEEDED_PASSWORD);
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await expectPath('/');
  },
};

export const InvalidPhone: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    const phone = await screen.findByLabelText('手机号');
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('maxlength', '11');
    await userEvent.type(phone, '10012345678');
    await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await expect(await screen.findByText('请输入正确的手机号')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.getByRole('button', { name: '发送验证码' })).toBeEnabled();
    await expect(await sentRequests(sms.sendTemplateErificationCodeSms.path)).toHaveLength(0);
    // Fixing the number clears the message as it is typed.
    await userEvent.clear(phone);
    await userEvent.type(phone, NEW_PHONE);
    await waitFor(() => expect(screen.queryByText('请输入正确的手机号')).toBeNull());
  },
};

export const ValidationErrors: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('手机号'), '10012345678');
    await userEvent.type(screen.getByLabelText('短信验证码'), '12a4');
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await expect(await screen.findByText('请输入正确的手机号')).toBeVisible();
    await expect(screen.getByText('短信验证码格式错误')).toBeVisible();
    await expect(await sentRequests(account.smsLogin.path)).toHaveLength(0);
  },
};

export const EmptyAndMalformedFields: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('checkbox', { name: CONSENT }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await expect(await screen.findByText('请输入手机号')).toBeVisible();
    await expect(screen.getByText('请输入短信验证码')).toBeVisible();
    await userEvent.type(screen.getByLabelText('手机号'), NEW_PHONE);
    const code = screen.getByLabelText('短信验证码');
    await expect(code).toHaveAttribute('maxlength', '6');
    await userEvent.type(code, '12a4');
    await expect(await screen.findByText('短信验证码格式错误')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await userEvent.click(screen.getByRole('tab', { name: '密码登录' }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await expect(await screen.findByText('请输入密码')).toBeVisible();
    // The phone typed in the other mode is still there.
    await expect(screen.getByLabelText('手机号')).toHaveValue(NEW_PHONE);
    await expect(await sentRequests(account.smsLogin.path)).toHaveLength(0);
    await expect(await sentRequests(account.passwordLogin.path)).toHaveLength(0);
  },
};

export const ConsentRequired: Story = {
  tags: ['state'],
  parameters: { route: '/loginPwd' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('手机号'), SEEDED.newDriver);
    await userEvent.type(screen.getByLabelText('密码'), SEEDED_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await expectToast(screen, '请先阅读并同意用户协议和隐私政策');
    await expect(await sentRequests(account.passwordLogin.path)).toHaveLength(0);
    await expect(currentUrl()).toBe('/loginPwd');
  },
};

export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    const code = await typePhoneAndGetCode(screen, NEW_PHONE);
    await userEvent.type(screen.getByLabelText('短信验证码'), wrongCode(code));
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await expectAlert(screen, '验证码错误');
    await expect(screen.getByLabelText('手机号')).toHaveValue(NEW_PHONE);
    await expect(screen.getByLabelText('短信验证码')).toHaveValue(wrongCode(code));
    await expect(screen.getByRole('checkbox', { name: CONSENT })).toBeChecked();
    await expect(currentUrl()).toBe('/login');
    await expect(useSession.getState().isLoggedIn()).toBe(false);
    // The right code still works without sending a new one.
    await userEvent.clear(screen.getByLabelText('短信验证码'));
    await userEvent.type(screen.getByLabelText('短信验证码'), code);
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await expectPath('/');
  },
};

export const ServerError: Story = {
  parameters: {
    route: '/loginPwd',
    sandbox: {
      faults: [
        { path: account.passwordLogin.path, state: 500, msg: '服务繁忙，请稍后再试', times: 1 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('手机号'), SEEDED.newDriver);
    await userEvent.type(screen.getByLabelText('密码'), SEEDED_PASSWORD);
    await userEvent.click(screen.getByRole('checkbox', { name: '记住我' }));
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await expectAlert(screen, '服务繁忙，请稍后再试');
    await expect(screen.getByLabelText('手机号')).toHaveValue(SEEDED.newDriver);
    await expect(screen.getByLabelText('密码')).toHaveValue(SEEDED_PASSWORD);
    await expect(screen.getByRole('checkbox', { name: '记住我' })).toBeChecked();
    await expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
    // The fault was for one call: trying again logs in.
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await expectPath('/');
  },
};

export const WrongPassword: Story = {
  tags: ['state'],
  parameters: { route: '/loginPwd' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('手机号'), SEEDED.certifiedDriver);
    await userEvent.type(screen.getByLabelText('密码'), 'Wrong@123');
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await expectAlert(screen, '账号或密码错误');
    await expect(screen.getByLabelText('密码')).toHaveValue('Wrong@123');
    await expect(currentUrl()).toBe('/loginPwd');
  },
};

export const LoggingIn: Story = {
  tags: ['state'],
  parameters: {
    route: '/loginPwd',
    sandbox: { faults: [neverAnswered(account.passwordLogin.path)] },
  },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('手机号'), SEEDED.certifiedDriver);
    await userEvent.type(screen.getByLabelText('密码'), SEEDED_PASSWORD);
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    const submit = screen.getByRole('button', { name: '登录' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
  },
};

export const LoadingThenDoubleTap: Story = {
  parameters: {
    route: '/loginPwd',
    sandbox: { faults: [{ path: account.passwordLogin.path, delayMs: 1200, times: 1 }] },
  },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('手机号'), SEEDED.certifiedDriver);
    await userEvent.type(screen.getByLabelText('密码'), SEEDED_PASSWORD);
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    const submit = screen.getByRole('button', { name: '登录' });
    await userEvent.dblClick(submit);
    // While the slow answer is on its way the button is busy and cannot be tapped again.
    await waitFor(() => expect(submit).toBeDisabled());
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expectPath('/', 5000);
    await expect(await sentRequests(account.passwordLogin.path)).toHaveLength(1);
  },
};

export const SendCodeServerError: Story = {
  parameters: {
    sandbox: {
      faults: [
        {
          path: sms.sendTemplateErificationCodeSms.path,
          state: 500,
          msg: '短信通道繁忙',
          times: 1,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('手机号'), NEW_PHONE);
    await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await expectAlert(screen, '短信通道繁忙');
    // No code went out, so no countdown: the driver can ask again at once.
    const send = screen.getByRole('button', { name: '发送验证码' });
    await waitFor(() => expect(send).toBeEnabled());
    await expect(screen.getByLabelText('手机号')).toHaveValue(NEW_PHONE);
    await userEvent.click(send);
    await expect(await screen.findByRole('button', { name: '60秒后重发' })).toBeDisabled();
  },
};

export const ModeFromQuery: Story = {
  parameters: { route: '/login?mode=password' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByRole('tab', { name: '密码登录' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(screen.getByLabelText('密码')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    await expect(screen.getByLabelText('短信验证码')).toBeVisible();
    await expect(screen.queryByLabelText('密码')).toBeNull();
  },
};

export const LinksToOtherScreens: Story = {
  parameters: { route: '/loginPwd' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: '忘记密码' }));
    await expectPath('/findPwd');
  },
};

export const OpensAgreement: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: '《隐私政策》' }));
    await expectPath('/i/about/agreement');
    await expect(currentUrl()).toBe('/i/about/agreement?type=privacy');
  },
};

export const ToRegister: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: '注册' }));
    await expectPath('/register');
    await expect(await screen.findByRole('heading', { name: '注册账号' })).toBeVisible();
  },
};

export const ToFaceLogin: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: '刷脸登录' }));
    await expectPath('/faceLogin');
  },
};
