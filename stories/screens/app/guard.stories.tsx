import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppShell } from '@/app/shell/app-shell';
import { account } from '@/lib/contract/account/auth';
import { useSession } from '@/stores/session';
import { currentUrl, expectPath } from '../../support/router';
import { sentRequests } from '../../support/sandbox';
import { clearOverlays, findDialog, tapDialogButton } from '../../support/overlays';

/** The route guard (§4) and the 登录过期 dialog of the HTTP hooks (§8), through the whole app. */
const meta = {
  title: 'Screens/App/Guard',
  component: AppShell,
  parameters: { route: '/' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const NotLoggedInGoesToLogin: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expectPath('/loginPwd');
    await expect(currentUrl()).toBe('/loginPwd?redirect=%2F');
    // The guard asked the server first; without a token it simply sends the driver to log in.
    await expect(await sentRequests('/cuc/user/getUserDetail')).toHaveLength(1);
    await expect(screen.queryByText('登录过期')).toBeNull();
    await expect(screen.queryByRole('heading', { name: /您好/ })).toBeNull();
  },
};

export const KeepsTheDeepLinkForAfterLogin: Story = {
  parameters: { route: '/401?from=menu' },
  play: async () => {
    await expectPath('/loginPwd');
    await expect(currentUrl()).toBe(`/loginPwd?redirect=${encodeURIComponent('/401?from=menu')}`);
  },
};

async function expectExpiredFlow(canvasElement: HTMLElement) {
  const screen = body(canvasElement);
  await expect(
    await screen.findByText('身份信息失效, 请重新登录', {}, { timeout: 5000 }),
  ).toBeVisible();
  const dialog = await findDialog(canvasElement);
  await expect(within(dialog).getByText('登录过期')).toBeVisible();
  await expect(within(dialog).getByText('您的账号已过期，请重新登录')).toBeVisible();
  const buttons = within(dialog).getAllByRole('button');
  await expect(buttons).toHaveLength(1);
  // No protected screen behind the dialog.
  await expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
  await tapDialogButton(dialog, '确定');
  await expectPath('/loginPwd');
  await expect(currentUrl()).toBe('/loginPwd?redirect=%2F');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

export const ExpiredOn505001: Story = {
  parameters: {
    sandbox: { faults: [{ path: account.getUserDetail.path, state: 505001, msg: '登录已失效' }] },
  },
  play: async ({ canvasElement }) => expectExpiredFlow(canvasElement),
};

export const IdentityInvalidOn503500: Story = {
  parameters: {
    sandbox: { faults: [{ path: account.getUserDetail.path, state: 503500, msg: '身份无效' }] },
  },
  play: async ({ canvasElement }) => expectExpiredFlow(canvasElement),
};

export const ServerErrorOnHttp500: Story = {
  parameters: { sandbox: { faults: [{ path: account.getUserDetail.path, status: 500 }] } },
  play: async ({ canvasElement }) => expectExpiredFlow(canvasElement),
};

export const PublicRouteNeedsNoLogin: Story = {
  parameters: { route: '/i/about/aboutus' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(
      await screen.findByRole('heading', { name: '司机端' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(currentUrl()).toBe('/i/about/aboutus');
    await expect(await sentRequests('/cuc/user/getUserDetail')).toHaveLength(0);
  },
};

export const LoggedInPassesStraightThrough: Story = {
  parameters: { session: 'certifiedDriver' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('已认证', {}, { timeout: 5000 })).toBeVisible();
    await expect(currentUrl()).toBe('/');
  },
};

export const SessionExpiresWhileUsingTheApp: Story = {
  parameters: {
    session: 'certifiedDriver',
    sandbox: { faults: [{ path: account.getUserDetail.path, state: 505001, msg: '登录已失效' }] },
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByText('登录过期')).toBeVisible();
    await expect(within(dialog).getByText('您的账号已过期，请重新登录')).toBeVisible();
    await expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await tapDialogButton(dialog, '确定');
    await expectPath('/loginPwd');
    await expect(useSession.getState().isLoggedIn()).toBe(false);
  },
};
