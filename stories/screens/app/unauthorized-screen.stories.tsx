import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UnauthorizedScreen } from '@/app/screens/unauthorized-screen';
import { useSession } from '@/stores/session';
import { expectPath } from '../../support/router';
import { clearOverlays } from '../../support/overlays';

const meta = {
  title: 'Screens/App/Unauthorized',
  component: UnauthorizedScreen,
  parameters: { route: '/401', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof UnauthorizedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What happened and every way on, in plain words: home, customer service, another account. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await expect(
      await screen.findByRole('heading', { name: '您的账号不能打开这个页面' }),
    ).toBeVisible();
    await expect(screen.getByText(/只对有相应身份或权限的账号开放/)).toBeVisible();
    await expect(screen.getByRole('button', { name: '返回首页' })).toBeVisible();
    await expect(screen.getByRole('link', { name: '联系客服' })).toHaveAttribute(
      'href',
      '/contract/customH5',
    );
    await expect(screen.getByRole('button', { name: '换个账号登录' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: '重新登录' })).toBeNull();
  },
};

export const BackHome: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await screen.findByRole('heading', { name: '您的账号不能打开这个页面' });
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await expectPath('/');
    await expect(useSession.getState().isLoggedIn()).toBe(true);
  },
};

/** 换个账号登录 ends this session and opens the login. */
export const LoginAgain: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await screen.findByRole('heading', { name: '您的账号不能打开这个页面' });
    await userEvent.click(screen.getByRole('button', { name: '换个账号登录' }));
    await expectPath('/loginPwd');
    await expect(useSession.getState().isLoggedIn()).toBe(false);
  },
};
