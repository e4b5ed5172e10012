import type { Meta, StoryObj } from '@storybook/react-vite';
// The app's theme (until .storybook/preview loads it for every story).
import '@/styles/global.css';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HomeScreen } from '@/features/home/screens/home-screen';
import { account } from '@/lib/contract/account';
import { maskMobile } from '@/lib/domain/mobile';
import { useSession } from '@/stores/session';
import { currentUrl, expectPath } from '../../support/router';
import { heldCalls, neverAnswered, sentRequests } from '../../support/sandbox';
import { SEEDED } from '../../support/session';
import { clearOverlays, findDialog, tapDialogButton } from '../app/overlay-helpers';

const meta = {
  title: 'Screens/Home/Home',
  component: HomeScreen,
  parameters: { route: '/', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function seededDriver() {
  const user = useSession.getState().loginInfo;
  if (!user) throw new Error('the story session should be logged in');
  return user;
}

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('已认证', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByText(maskMobile(SEEDED.certifiedDriver))).toBeVisible();
  },
};

export const NotCertified: Story = {
  tags: ['state'],
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const badge = await screen.findByRole('button', { name: /未认证/ }, { timeout: 5000 });
    await expect(badge).toHaveTextContent('去认证');
  },
};

export const CertifiedDriver: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const user = seededDriver();
    const name = user.realName || user.name || maskMobile(user.phone);
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await expect(heading).toHaveTextContent(name);
    await expect(screen.getByText(maskMobile(SEEDED.certifiedDriver))).toBeVisible();
    await expect(screen.getByText('已认证')).toBeVisible();
    // The detail screen is not in this build: the badge is information, not a button.
    await expect(screen.queryByRole('button', { name: /实名认证/ })).toBeNull();
    // This build's tabs: home, the scanner and me (see Tab bar stories).
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    await expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['首页', '扫一扫', '我的']);
    await userEvent.click(screen.getByRole('link', { name: '关于我们' }));
    await expectPath('/i/about/aboutus');
  },
};

export const NewDriverNotCertified: Story = {
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const user = seededDriver();
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await expect(heading).toHaveTextContent(
      user.realName || user.name || maskMobile(SEEDED.newDriver),
    );
    const badge = screen.getByRole('button', { name: /未认证/ });
    await expect(badge).toHaveTextContent('去认证');
    await userEvent.click(badge);
    await expectPath('/seleteRole');
  },
};

export const ShowsStoredDetailsWhileRefreshing: Story = {
  parameters: { sandbox: { faults: [neverAnswered(account.getUserDetail.path)] } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    // The details stored at login show at once; the fresh copy is still on its way.
    await expect(await screen.findByText('已认证', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByText(maskMobile(SEEDED.certifiedDriver))).toBeVisible();
    await waitFor(async () => expect(await heldCalls(account.getUserDetail.path)).toBe(1));
    await expect(screen.getByRole('button', { name: '退出登录' })).toBeEnabled();
  },
};

export const ServerError: Story = {
  tags: ['state'],
  parameters: {
    sandbox: {
      faults: [{ path: account.getUserDetail.path, state: 500, msg: '服务繁忙，请稍后再试' }],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    // §8: a failed state is an alert over the stored details, which stay on the screen.
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent('服务繁忙，请稍后再试');
    await expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['确定']);
    await expect(screen.getByText(maskMobile(SEEDED.certifiedDriver))).toBeVisible();
  },
};

export const ServerErrorKeepsStoredDetails: Story = {
  parameters: {
    sandbox: {
      faults: [
        { path: account.getUserDetail.path, state: 500, msg: '服务繁忙，请稍后再试', times: 1 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await tapDialogButton(await findDialog(canvasElement), '确定');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.getByText('已认证')).toBeVisible();
    await expect(screen.queryByText('服务繁忙，请稍后再试')).toBeNull();
    await expect(useSession.getState().isLoggedIn()).toBe(true);
  },
};

export const Logout: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await screen.findByText('已认证', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent('确定退出登录吗？');
    await tapDialogButton(dialog, '确定');
    await expectPath('/loginPwd');
    await expect(useSession.getState().isLoggedIn()).toBe(false);
    await waitFor(async () => expect(await sentRequests('/cuc/user/logout')).toHaveLength(1));
    await expect(currentUrl()).toBe('/loginPwd');
  },
};

export const LogoutCancelled: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await screen.findByText('已认证', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await tapDialogButton(await findDialog(canvasElement), '取消');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(currentUrl()).toBe('/');
    await expect(useSession.getState().isLoggedIn()).toBe(true);
    await expect(await sentRequests('/cuc/user/logout')).toHaveLength(0);
  },
};

export const LogoutWhileServerDown: Story = {
  parameters: { sandbox: { faults: [{ path: account.logout.path, status: 503 }] } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await screen.findByText('已认证', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await tapDialogButton(await findDialog(canvasElement), '确定');
    // The driver is logged out on this phone whatever the server answers, without an error toast.
    await expectPath('/loginPwd');
    await expect(useSession.getState().isLoggedIn()).toBe(false);
    await expect(screen.queryByText('服务不可用')).toBeNull();
  },
};
