/**
 * The whole-vehicle detail inside the app: every story runs with the fake native side, so calling
 * the shipper and navigating go through the bridge (the bulk stories show the browser's way).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { WholeDetailScreen } from '@/features/supply/details/screens/whole-detail-screen';
import { supply } from '@/lib/contract/supply/market';
import { paths } from '@/lib/routing/paths';
import { expectNativeRecord, storyNative } from '../../../support/bridge';
import { currentUrl, expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { seededSource, sourceShown, SOURCES, yuan } from './detail-story-helpers';

const detailOf = (id: string) => paths.supplyWholeDetail.to({ id });
const WHOLE = seededSource(SOURCES.whole);

const meta = {
  title: 'Screens/Supply/Details/WholeDetail',
  component: WholeDetailScreen,
  parameters: { route: detailOf(WHOLE.id), session: 'certifiedDriver', bridge: true },
  beforeEach: clearOverlays,
} satisfies Meta<typeof WholeDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WholeSource: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await sourceShown(canvasElement, WHOLE);
    const header = screen.getByRole('region', { name: WHOLE.goodsName });
    await expect(header).toHaveTextContent(`整车 ${WHOLE.totalQuantity}吨`);
    await expect(header).toHaveTextContent(`参考单价${yuan(WHOLE.unitPrice)}/吨`);
    await expect(header).toHaveTextContent(`整车运费${yuan(WHOLE.wholeFreight)}`);
    const goods = screen.getByRole('region', { name: '货物信息' });
    await expect(goods).toHaveTextContent('需求车长13.0米 / 17.5米');
    await expect(goods).toHaveTextContent('需求车型不限');
    await expect(goods).not.toHaveTextContent('单车最少');
    await expect(screen.getByRole('button', { name: '立即抢单' })).toBeEnabled();
    const [read] = await sentRequests(supply.getWholeDetailForDriver.path);
    await expect(read?.body).toEqual({ id: WHOLE.id });
  },
};

export const AssignedEnterpriseSource: Story = {
  tags: ['state'],
  parameters: { route: detailOf(SOURCES.assignedWhole) },
  play: async ({ canvasElement }) => {
    const screen = await sourceShown(canvasElement, seededSource(SOURCES.assignedWhole));
    await expect(screen.getByText('指派给我')).toBeVisible();
    await expect(screen.getByText('企业专属')).toBeVisible();
    await expect(screen.getByRole('button', { name: '接单' })).toBeVisible();
  },
};

export const ClosedSource: Story = {
  tags: ['state'],
  parameters: { route: detailOf(SOURCES.closed) },
  play: async ({ canvasElement }) => {
    const screen = await sourceShown(canvasElement, seededSource(SOURCES.closed));
    await expect(screen.getByText('已下架')).toBeVisible();
    await expect(screen.getByRole('status')).toHaveTextContent('货源已下架');
    await expect(screen.queryByRole('button', { name: '立即抢单' })).toBeNull();
  },
};

export const CallTheShipperThroughTheApp: Story = {
  play: async ({ canvasElement }) => {
    const screen = await sourceShown(canvasElement, WHOLE);
    await userEvent.click(screen.getByRole('button', { name: '拨打卸货联系人' }));
    const [call] = await expectNativeRecord('phoneCall');
    const [request] = await sentRequests(supply.getVirtualPhoneNumber.path);
    await expect(request?.body).toEqual({
      bizId: WHOLE.id,
      bizType: 'source',
      contact: 'unloading',
    });
    const { phone } = call!.params as { phone: string };
    // The virtual number rings, never the shipper's own (masked) one.
    await expect(phone).toMatch(/^\d{11,}$/);
    await expect(phone).not.toContain('*');
    await expect(storyNative().records.filter((r) => r.kind === 'phoneCall')).toHaveLength(1);
  },
};

export const VirtualNumberRefused: Story = {
  parameters: {
    sandbox: {
      faults: [{ path: supply.getVirtualPhoneNumber.path, state: 400, msg: '虚拟号码已用完' }],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = await sourceShown(canvasElement, WHOLE);
    await userEvent.click(screen.getByRole('button', { name: '拨打装货联系人' }));
    await expect(await screen.findByText('虚拟号码已用完')).toBeVisible();
    await expect(storyNative().records.filter((r) => r.kind === 'phoneCall')).toHaveLength(0);
    // Free again for another try.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '拨打装货联系人' })).toBeEnabled(),
    );
  },
};

export const NavigateToTheLoadingPoint: Story = {
  play: async ({ canvasElement }) => {
    const screen = await sourceShown(canvasElement, WHOLE);
    await userEvent.click(screen.getByRole('button', { name: '导航到装货地' }));
    const [map] = await expectNativeRecord('openMap');
    await expect(map!.params).toMatchObject({
      latitude: WHOLE.origin.latitude,
      longitude: WHOLE.origin.longitude,
      address: WHOLE.origin.address,
      mode: 'truck',
    });
  },
};

export const NavigateToTheUnloadingPoint: Story = {
  play: async ({ canvasElement }) => {
    const screen = await sourceShown(canvasElement, WHOLE);
    await userEvent.click(screen.getByRole('button', { name: '导航到卸货地' }));
    const [map] = await expectNativeRecord('openMap');
    await expect(map!.params).toMatchObject({
      latitude: WHOLE.destination.latitude,
      longitude: WHOLE.destination.longitude,
      address: WHOLE.destination.address,
    });
  },
};

export const ReceiveAnAssignedSource: Story = {
  parameters: { route: detailOf(SOURCES.assignedWhole) },
  play: async ({ canvasElement }) => {
    const screen = await sourceShown(canvasElement, seededSource(SOURCES.assignedWhole));
    await userEvent.click(screen.getByRole('button', { name: '接单' }));
    await expectPath(paths.orderTaking.pattern);
    await expect(currentUrl()).toBe(paths.orderTaking.to({ id: SOURCES.assignedWhole }));
  },
};
