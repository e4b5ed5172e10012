import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { LoginScreen } from '@/features/account/auth/screens/login-screen';
import { account } from '@/lib/contract/account/auth';
import { sms } from '@/lib/contract/common/sms';
import { useSession } from '@/stores/session';
import { currentUrl, expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { SEEDED, SEEDED_PASSWORD } from '../../../support/session';
import {
  expectAlert,
  expectToast,
  page,
  wrongCode,
  CONSENT,
  NEW_PHONE,
  typePhoneAndGetCode,
} from './auth-story-helpers';

const meta = {
  title: 'Screens/Account/Auth/Login/Errors',
  component: LoginScreen,
  parameters: { route: '/login' },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

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
