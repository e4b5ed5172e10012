import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ResetPasswordScreen } from '@/features/account/auth/screens/reset-password-screen';
import { account } from '@/lib/contract/account/auth';
import { currentUrl, expectPath } from '../../../support/router';
import { heldCalls, neverAnswered, sentRequests } from '../../../support/sandbox';
import { SEEDED } from '../../../support/session';
import { expectAlert, page } from './auth-story-helpers';

const meta = {
  title: 'Screens/Account/Auth/ResetPassword',
  component: ResetPasswordScreen,
  parameters: { route: `/resetPwd?mobile=${SEEDED.newDriver}&code=123456` },
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByText(/138\*\*\*\*0001/)).toBeVisible();
    await expect(screen.getByLabelText('新密码')).toHaveValue('');
    await expect(screen.getByRole('button', { name: '确认重置' })).toBeEnabled();
  },
};

export const ValidationErrors: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByText(/138\*\*\*\*0001/)).toBeVisible();
    const password = screen.getByLabelText('新密码');
    await expect(password).toHaveAttribute('maxlength', '16');
    await userEvent.click(screen.getByRole('button', { name: '确认重置' }));
    await expect(screen.getAllByText('请输入密码')).toHaveLength(2);
    await userEvent.type(password, '12345');
    await expect(await screen.findByText('请输入6-16位密码')).toBeVisible();
    await userEvent.type(password, '6');
    await expect(await screen.findByText('密码须包含字母和数字')).toBeVisible();
    await userEvent.type(password, 'a');
    await userEvent.type(screen.getByLabelText('确认密码'), '123456b');
    await expect(await screen.findByText('两次输入的密码不一致')).toBeVisible();
    await expect(await sentRequests(account.resetPassword.path)).toHaveLength(0);
  },
};

export const ServerRejectsCode: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    // No SMS was sent for this link's code, so the server refuses it.
    await userEvent.type(await screen.findByLabelText('新密码'), 'Newpass88');
    await userEvent.type(screen.getByLabelText('确认密码'), 'Newpass88');
    await userEvent.click(screen.getByRole('button', { name: '确认重置' }));
    await expectAlert(screen, '验证码错误');
    await expect(screen.getByLabelText('新密码')).toHaveValue('Newpass88');
    await expect(screen.getByLabelText('确认密码')).toHaveValue('Newpass88');
    await expect(currentUrl()).toContain('/resetPwd');
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(account.resetPassword.path)] } },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('新密码'), 'Newpass88');
    await userEvent.type(screen.getByLabelText('确认密码'), 'Newpass88');
    const submit = screen.getByRole('button', { name: '确认重置' });
    await userEvent.dblClick(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await waitFor(async () => expect(await heldCalls(account.resetPassword.path)).toBe(1));
  },
};

export const LinkWithoutCode: Story = {
  parameters: { route: '/resetPwd' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(
      await screen.findByRole('heading', { name: '重置链接已失效，请重新验证手机号' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: '找回密码' }));
    await expectPath('/findPwd');
  },
};
