import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FindPasswordScreen } from '@/features/account/auth/screens/find-password-screen';
import { sms } from '@/lib/contract/common/sms';
import { currentUrl } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { SEEDED } from '../../../support/session';
import { expectAlert, page, smsCode, wrongCode } from './auth-story-helpers';

const meta = {
  title: 'Screens/Account/Auth/FindPassword',
  component: FindPasswordScreen,
  parameters: { route: '/findPwd' },
} satisfies Meta<typeof FindPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByLabelText('手机号')).toHaveValue('');
    await expect(screen.getByLabelText('短信验证码')).toHaveValue('');
    await expect(screen.getByRole('button', { name: '发送验证码' })).toBeEnabled();
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
