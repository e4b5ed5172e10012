import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { VerifyCodeScreen } from '@/features/account/auth/screens/verify-code-screen';
import { sms } from '@/lib/contract/common/sms';
import { currentUrl, expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { SEEDED } from '../../../support/session';
import { expectAlert, page, smsCode, wrongCode } from './auth-story-helpers';

const meta = {
  title: 'Screens/Account/Auth/VerifyCode',
  component: VerifyCodeScreen,
  parameters: { route: `/verifycode?mobile=${SEEDED.newDriver}` },
} satisfies Meta<typeof VerifyCodeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function sendVerifyCode(mobile: string): Promise<string> {
  const res = await fetch(sms.sendTemplateErificationCodeSms.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, template: 'verify' }),
  });
  if (!res.ok) throw new Error('could not send the code');
  return smsCode(mobile, 'verify');
}

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByLabelText('短信验证码')).toHaveValue('');
    await expect(screen.getByRole('button', { name: '发送验证码' })).toBeEnabled();
  },
};

export const WrongCode: Story = {
  tags: ['state'],
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    const code = await sendVerifyCode(SEEDED.newDriver);
    await userEvent.type(await screen.findByLabelText('短信验证码'), wrongCode(code));
    await expectAlert(screen, '验证码错误');
    await expect(screen.getByLabelText('短信验证码')).toHaveValue(wrongCode(code));
  },
};

export const WrongCodeKeepsDigits: Story = {
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    const code = await sendVerifyCode(SEEDED.newDriver);
    const input = await screen.findByLabelText('短信验证码');
    await userEvent.type(input, wrongCode(code));
    await expectAlert(screen, '验证码错误');
    await expect(input).toHaveValue(wrongCode(code));
    await expect(currentUrl()).toBe(`/verifycode?mobile=${SEEDED.newDriver}`);
    await userEvent.clear(input);
    await userEvent.type(input, code);
    // No `next` in the query: home.
    await expectPath('/');
  },
};

export const IncompleteCode: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await expect(await screen.findByText('请输入短信验证码')).toBeVisible();
    await userEvent.type(screen.getByLabelText('短信验证码'), '12a3');
    await expect(screen.getByLabelText('短信验证码')).toHaveValue('123');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(await screen.findByText('短信验证码格式错误')).toBeVisible();
    await expect(await sentRequests(sms.checkSMVerificationCode.path)).toHaveLength(0);
  },
};

export const ResendNeedsNewCaptcha: Story = {
  parameters: {
    route: `/verifycode?mobile=${SEEDED.newDriver}&next=${encodeURIComponent('/i/about/aboutus')}`,
  },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    // Opened directly (no code just sent): no countdown, and sending again starts at the captcha.
    await userEvent.click(await screen.findByRole('button', { name: '发送验证码' }));
    await expectPath('/verifygraph');
    await expect(currentUrl()).toBe(
      `/verifygraph?mobile=${SEEDED.newDriver}&next=${encodeURIComponent('/i/about/aboutus')}`,
    );
  },
};

export const ForeignNextRefused: Story = {
  parameters: {
    session: 'newDriver',
    route: `/verifycode?mobile=${SEEDED.newDriver}&next=${encodeURIComponent('//evil.example/x')}`,
  },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    const code = await sendVerifyCode(SEEDED.newDriver);
    await userEvent.type(await screen.findByLabelText('短信验证码'), code);
    await expectPath('/');
  },
};

export const MissingPhone: Story = {
  parameters: { route: '/verifycode' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(
      await screen.findByRole('heading', { name: '为保障账户安全，请先验证您的手机号' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: '验证手机号' }));
    await expectPath('/verifyphone');
  },
};
