import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { LoginScreen } from '@/features/account/auth/screens/login-screen';
import { account } from '@/lib/contract/account/auth';
import { sms } from '@/lib/contract/common/sms';
import { tokens } from '@/lib/http/tokens';
import { useSession } from '@/stores/session';
import { currentUrl, expectPath } from '../../../support/router';
import { neverAnswered, sentRequests } from '../../../support/sandbox';
import { SEEDED, SEEDED_PASSWORD } from '../../../support/session';
import { page, CONSENT, NEW_PHONE, typePhoneAndGetCode } from './auth-story-helpers';

const meta = {
  title: 'Screens/Account/Auth/Login/SignIn',
  component: LoginScreen,
  parameters: { route: '/login' },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

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
