/**
 * Forgetting the password: a journey over /findPwd, /resetPwd and /loginPwd back to the homepage
 * (each screen's looks are in stories/screens/account/auth).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useSession } from '@/stores/session';
import { currentUrl, expectPath } from '../support/router';
import { SEEDED } from '../support/session';
import {
  CONSENT,
  expectToast,
  page,
  smsCode,
  toastsGone,
} from '../screens/account/auth/auth-story-helpers';

const meta = {
  title: 'Flows/Account/ForgotPassword',
  parameters: { route: '/findPwd' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

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
