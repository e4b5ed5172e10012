import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HomeScreen } from '@/features/home/dashboard/screens/home-screen';
import { account } from '@/lib/contract/account/auth';
import { maskMobile } from '@/lib/domain/mobile';
import { useSession } from '@/stores/session';
import { currentUrl, expectPath } from '../../../support/router';
import { heldCalls, neverAnswered, sentRequests } from '../../../support/sandbox';
import { supply } from '@/lib/contract/supply/market';
import { SEEDED } from '../../../support/session';
import { clearOverlays, findDialog, tapDialogButton } from '../../../support/overlays';

const meta = {
  title: 'Screens/Home/Dashboard/Home',
  component: HomeScreen,
  parameters: { route: '/', session: 'certifiedDriver', bridge: true },
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

/** The glance below the hero shows once its own reads settle: a screenshot waits for it. */
async function glanceShown(screen: ReturnType<typeof body>): Promise<void> {
  await expect(
    await screen.findByRole('heading', { name: '附近货源' }, { timeout: 10_000 }),
  ).toBeVisible();
}

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('已认证', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByText(maskMobile(SEEDED.certifiedDriver))).toBeVisible();
    await glanceShown(screen);
  },
};

export const NotCertified: Story = {
  // Not screenshotted: the same screen as Readiness To Do (a new driver).
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const badge = await screen.findByRole('button', { name: /未认证/ }, { timeout: 5000 });
    await expect(badge).toHaveTextContent('去认证');
    await glanceShown(screen);
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
    // §2.1: all five tabs.
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    await expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['首页', '货源', '扫一扫', '运单', '我的']);
    await userEvent.click(screen.getByRole('link', { name: '企业货源' }));
    await expectPath('/supply/enterpriseindex');
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
    await glanceShown(screen);
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

/** The three certifications of a driver who has done none: each leads to where it is finished. */
export const ReadinessToDo: Story = {
  tags: ['state'],
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const panel = await screen.findByRole('region', { name: '接单准备' }, { timeout: 8000 });
    await expect(within(panel).getByRole('link', { name: /实名认证/ })).toHaveTextContent('去认证');
    await expect(within(panel).getByRole('link', { name: /驾驶员资格/ })).toHaveTextContent(
      '去认证',
    );
    await expect(within(panel).getByRole('link', { name: /车辆认证/ })).toHaveAttribute(
      'href',
      '/i/car/add/add',
    );
  },
};

export const ReadinessStepOpensWhereItIsFinished: Story = {
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const panel = await screen.findByRole('region', { name: '接单准备' }, { timeout: 8000 });
    await userEvent.click(within(panel).getByRole('link', { name: /车辆认证/ }));
    await expectPath('/i/car/add/add');
  },
};

/** Sources nearest the native position, first page of five, leading to their details. */
export const NearbySources: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const list = await screen.findByRole('list', { name: '附近货源列表' }, { timeout: 8000 });
    const cards = within(list).getAllByRole('link');
    await expect(cards.length).toBeGreaterThan(0);
    await expect(cards.length).toBeLessThanOrEqual(5);
    const [request] = await sentRequests(supply.listNearestToMePage.path);
    await expect(request?.body).toMatchObject({ pageIndex: 1, pageSize: 5 });
    await expect(screen.getByText('认证已完成，可以接单了')).toBeVisible();
    const href = cards[0]!.getAttribute('href') ?? '';
    await expect(href).toMatch(/^\/supply\/(details|completevehicledetail)\?id=/);
    await userEvent.click(cards[0]!);
    await waitFor(() => expect(currentUrl()).toBe(href));
  },
};

/** Location off: the nearby panel says so and offers to try again, instead of an empty list. */
export const NearbyLocationDenied: Story = {
  tags: ['state'],
  parameters: { bridge: { permissions: { location: { state: 'denied' } } } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(
      await screen.findByText('定位未开启，开启后可查看附近货源', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: '重试' })).toBeEnabled();
  },
};

/** Nearby sources fail to load: the panel's own error with retry; the rest of home stays. */
export const NearbyFailed: Story = {
  tags: ['state'],
  parameters: {
    sandbox: {
      faults: [{ path: supply.listNearestToMePage.path, state: 500, msg: '货源服务繁忙' }],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('附近货源加载失败', {}, { timeout: 8000 })).toBeVisible();
    await expect(screen.getByText(maskMobile(SEEDED.certifiedDriver))).toBeVisible();
  },
};
