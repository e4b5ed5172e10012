import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FindPasswordScreen } from '@/features/account/auth/screens/find-password-screen';
import { sms } from '@/lib/contract/common/sms';
import { useSession } from '@/stores/session';
import { currentUrl, expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { SEEDED } from '../../../support/session';
import {
  expectAlert,
  expectToast,
  page,
  smsCode,
  toastsGone,
  wrongCode,
} from './auth-story-helpers';

const meta = {
  title: 'Screens/Account/Auth/FindPassword',
  component: FindPasswordScreen,
  parameters: { route: '/findPwd' },
} satisfies Meta<typeof FindPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const CONSENT = '我已阅读并同意《用户协议》和《隐私政策》';

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByLabelText('手机号')).toHaveValue('');
    await expect(screen.getByLabelText('短信验证码')).toHaveValue('');
    await expect(screen.getByRole('button', { name: '发送验证码' })).toBeEnabled();
  },
};

/** The whole journey of a driver who forgot the password: verify the phone, set a new one, log in with it. */
export const ForgotPasswordJourney: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('手机号'), SEEDED.certifiedDriver);
    await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await expect(await screen.findByRole('button', { name: '60秒后重发' })).toBeDisabled();
    const code = await smsCode(SEEDED.certifiedDriver, 'findPwd');
    await userEvent.type(screen.getByLabelText('短信验证码'), code);
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expectPath('/resetPwd');
    await expect(currentUrl()).toBe(`/resetPwd?mobile=${SEEDED.certifiedDriver}&code=${code}`);
    await expect(await screen.findByText(/138\*\*\*\*0002/)).toBeVisible();
    await userEvent.type(screen.getByLabelText('新密码'), 'Newpass88');
    await userEvent.type(screen.getByLabelText('确认密码'), 'Newpass88');
    await userEvent.click(screen.getByRole('button', { name: '确认重置' }));
    await expectToast(screen, '密码重置成功');
    await expectPath('/loginPwd');
    await userEvent.type(await screen.findByLabelText('手机号'), SEEDED.certifiedDriver);
    await userEvent.type(screen.getByLabelText('密码'), 'Newpass88');
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await expectPath('/');
    await expect(useSession.getState().loginInfo?.phone).toBe(SEEDED.certifiedDriver);
    await toastsGone(screen);
  },
};

export const WrongCode: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('手机号'), SEEDED.newDriver);
    await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await screen.findByRole('button', { name: '60秒后重发' });
    const bad = wrongCode(await smsCode(SEEDED.newDriver, 'findPwd'));
    await userEvent.type(screen.getByLabelText('短信验证码'), bad);
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expectAlert(screen, '验证码错误');
    await expect(screen.getByLabelText('手机号')).toHaveValue(SEEDED.newDriver);
    await expect(screen.getByLabelText('短信验证码')).toHaveValue(bad);
    await expect(currentUrl()).toBe('/findPwd');
  },
};

export const ValidationErrors: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
    await expect(await screen.findByText('请输入手机号')).toBeVisible();
    await expect(screen.getByText('请输入短信验证码')).toBeVisible();
    await userEvent.type(screen.getByLabelText('手机号'), '2800000000');
    await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await expect(await screen.findByText('请输入正确的手机号')).toBeVisible();
    await expect(await sentRequests(sms.sendTemplateErificationCodeSms.path)).toHaveLength(0);
    await expect(await sentRequests(sms.checkSMVerificationCode.path)).toHaveLength(0);
  },
};
