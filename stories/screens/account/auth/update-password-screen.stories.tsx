import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { UpdatePasswordScreen } from '@/features/account/auth/screens/update-password-screen';
import { account } from '@/lib/contract/account/auth';
import { useSession } from '@/stores/session';
import { currentUrl, expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { SEEDED_PASSWORD } from '../../../support/session';
import { expectAlert, expectToast, page, toastsGone } from './auth-story-helpers';

const meta = {
  title: 'Screens/Account/Auth/UpdatePassword',
  component: UpdatePasswordScreen,
  parameters: { route: '/updataPwd', session: 'certifiedDriver' },
} satisfies Meta<typeof UpdatePasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByLabelText('原密码')).toHaveValue('');
    await expect(screen.getByLabelText('新密码')).toHaveValue('');
    await expect(screen.getByRole('button', { name: '确认修改' })).toBeEnabled();
  },
};

export const ChangePassword: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('原密码'), SEEDED_PASSWORD);
    await userEvent.type(screen.getByLabelText('新密码'), 'Newpass88');
    await userEvent.type(screen.getByLabelText('确认密码'), 'Newpass88');
    await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await expectToast(screen, '密码修改成功');
    // A changed password ends the session: the driver logs in again with the new one.
    await expectPath('/loginPwd');
    await expect(useSession.getState().isLoggedIn()).toBe(false);
    await expect(await sentRequests(account.logout.path)).toHaveLength(1);
    const [update] = await sentRequests(account.updatePassword.path);
    await expect(update?.body).toEqual({ oldPassword: SEEDED_PASSWORD, password: 'Newpass88' });
    await toastsGone(screen);
  },
};

export const WrongOldPassword: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('原密码'), 'Nope12345');
    await userEvent.type(screen.getByLabelText('新密码'), 'Newpass88');
    await userEvent.type(screen.getByLabelText('确认密码'), 'Newpass88');
    await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await expectAlert(screen, '原密码错误');
    await expect(screen.getByLabelText('原密码')).toHaveValue('Nope12345');
    await expect(screen.getByLabelText('新密码')).toHaveValue('Newpass88');
    await expect(currentUrl()).toBe('/updataPwd');
    await expect(useSession.getState().isLoggedIn()).toBe(true);
  },
};

export const ValidationErrors: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '确认修改' }));
    await expect(screen.getAllByText('请输入密码')).toHaveLength(3);
    await userEvent.type(screen.getByLabelText('新密码'), 'short1');
    await userEvent.type(screen.getByLabelText('确认密码'), 'short2');
    await expect(await screen.findByText('两次输入的密码不一致')).toBeVisible();
    await expect(await sentRequests(account.updatePassword.path)).toHaveLength(0);
  },
};

export const NotLoggedIn: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByRole('heading', { name: '请先登录后再操作' })).toBeVisible();
    await expect(screen.queryByLabelText('原密码')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: '去登录' }));
    await expectPath('/loginPwd');
    await expect(currentUrl()).toBe(`/loginPwd?redirect=${encodeURIComponent('/updataPwd')}`);
  },
};
