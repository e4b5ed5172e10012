import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { config } from '@/config';
import { SetupScreen } from '@/features/me/center/screens/setup-screen';
import { useSession } from '@/stores/session';
import { holdStill } from '../../../support/hold-still';
import { currentUrl, expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays, findDialog, tapDialogButton } from '../../../support/overlays';

const meta = {
  title: 'Screens/Me/Center/Setup',
  component: SetupScreen,
  parameters: { route: '/i/setup', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof SetupScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The cache row, once its size is known. */
async function cacheRow(canvasElement: HTMLElement) {
  const row = await body(canvasElement).findByRole(
    'button',
    { name: /^清除缓存/ },
    { timeout: 8000 },
  );
  await waitFor(() => expect(row.textContent).toMatch(/\d+\.\d{2}KB$/));
  return row;
}

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await cacheRow(canvasElement);
    for (const heading of ['账号与安全', '隐私', '关于'])
      await expect(screen.getByRole('heading', { name: heading })).toBeVisible();
    await expect(screen.getByRole('link', { name: '用户服务协议' })).toHaveAttribute(
      'href',
      '/i/about/agreement?type=user',
    );
    await expect(screen.getByRole('link', { name: '隐私政策' })).toHaveAttribute(
      'href',
      '/i/about/agreement?type=privacy',
    );
    // The privacy hub and the app download page (§2.6) are reached from here.
    await expect(screen.getByRole('link', { name: '隐私中心' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(screen.getByRole('link', { name: '下载司机App' })).toHaveAttribute(
      'href',
      '/download-app',
    );
    await expect(screen.getByText(`V${config.appVersion}`)).toBeVisible();
    await expect(screen.getByRole('button', { name: '退出登录' })).toBeEnabled();
  },
};

export const ClearCacheAsked: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await userEvent.click(await cacheRow(canvasElement));
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent('确定清除缓存吗？');
    await expect(within(dialog).getByRole('button', { name: '取消' })).toBeVisible();
  },
};

export const CacheCleared: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    localStorage.setItem('driver_camera_granted', JSON.stringify({ value: true, expire: 0 }));
    const row = await cacheRow(canvasElement);
    await userEvent.click(row);
    await tapDialogButton(await findDialog(canvasElement), '确定');
    await expect(await screen.findByText('清除成功')).toBeVisible();
    holdStill();
    await waitFor(() => expect(row).toHaveTextContent('0.00KB'));
    await expect(localStorage.getItem('driver_camera_granted')).toBeNull();
    await expect(useSession.getState().isLoggedIn()).toBe(true);
  },
};

export const LogoutAsked: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await cacheRow(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent('确定退出登录吗？');
  },
};

export const LogoutJourney: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await cacheRow(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await tapDialogButton(await findDialog(canvasElement), '确定');
    await expectPath('/loginPwd');
    await expect(useSession.getState().isLoggedIn()).toBe(false);
    await waitFor(async () => expect(await sentRequests('/cuc/user/logout')).toHaveLength(1));
  },
};

export const OpensTheAgreementsAndPassword: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await cacheRow(canvasElement);
    await userEvent.click(screen.getByRole('link', { name: '用户服务协议' }));
    await expectPath('/i/about/agreement');
    await expect(currentUrl()).toBe('/i/about/agreement?type=user');
  },
};

export const ChangePassword: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await cacheRow(canvasElement);
    await userEvent.click(screen.getByRole('link', { name: '修改密码' }));
    await expectPath('/updataPwd');
  },
};
