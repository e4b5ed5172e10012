import type { Meta, StoryObj } from '@storybook/react-vite';
// The app's theme (until .storybook/preview loads it for every story).
import '@/styles/global.css';
import { expect, userEvent, within } from 'storybook/test';
import { UnauthorizedScreen } from '@/app/screens/unauthorized-screen';
import { useSession } from '@/stores/session';
import { expectPath } from '../../support/router';
import { clearOverlays } from './overlay-helpers';

const meta = {
  title: 'Screens/App/Unauthorized',
  component: UnauthorizedScreen,
  parameters: { route: '/401', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof UnauthorizedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await expect(await screen.findByRole('heading', { name: '暂无权限访问' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '返回首页' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '重新登录' })).toBeVisible();
  },
};

export const BackHome: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await expect(await screen.findByRole('heading', { name: '暂无权限访问' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await expectPath('/');
    await expect(useSession.getState().isLoggedIn()).toBe(true);
  },
};

export const LoginAgain: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await screen.findByRole('heading', { name: '暂无权限访问' });
    await userEvent.click(screen.getByRole('button', { name: '重新登录' }));
    await expectPath('/loginPwd');
    await expect(useSession.getState().isLoggedIn()).toBe(false);
  },
};
