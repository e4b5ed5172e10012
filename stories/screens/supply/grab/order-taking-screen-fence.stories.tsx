import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OrderTakingScreen } from '@/features/supply/grab/screens/order-taking-screen';
import { expectNativeRecord } from '../../../support/bridge';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import {
  bodyOf,
  FENCE_POINT,
  gateSettled,
  grabPath,
  loaded,
  phoneAt,
  SOURCE,
  next,
} from './grab-story-helpers';

// Every story here has a fake phone (the fence asks it for the position): native mode throughout.
const meta = {
  title: 'Screens/Supply/Grab/OrderTaking/Fence',
  component: OrderTakingScreen,
  parameters: {
    route: grabPath.orderTaking(SOURCE.bulk),
    session: 'certifiedDriver',
    bridge: true,
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof OrderTakingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FenceOutside: Story = {
  tags: ['state'],
  parameters: {
    route: grabPath.orderTaking(SOURCE.fence),
    // About 5 km east of the loading point.
    bridge: phoneAt({ longitude: FENCE_POINT.longitude + 0.06, latitude: FENCE_POINT.latitude }),
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const row = await gateSettled(bodyOf(canvasElement), '装货地电子围栏', '未满足');
    await expect(row).toHaveTextContent(/距装货地5\.\d公里，需在装货地1公里范围内才能接单/);
    await expect(within(row).getByRole('button', { name: '刷新位置' })).toBeVisible();
    await expect(within(row).getByRole('button', { name: '导航到装货地' })).toBeVisible();
    await expect(next(canvasElement)).toBeDisabled();
  },
};

export const FenceOutsideNavigatesAndRefreshes: Story = {
  parameters: {
    route: grabPath.orderTaking(SOURCE.fence),
    bridge: phoneAt({ longitude: FENCE_POINT.longitude + 0.06, latitude: FENCE_POINT.latitude }),
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const row = await gateSettled(screen, '装货地电子围栏', '未满足');
    await userEvent.click(within(row).getByRole('button', { name: '导航到装货地' }));
    const [map] = await expectNativeRecord('openMap');
    await expect(map?.params).toMatchObject({ mode: 'truck', latitude: FENCE_POINT.latitude });
    const before = (await sentRequests('ElectronicFence')).length;
    await userEvent.click(within(row).getByRole('button', { name: '刷新位置' }));
    await waitFor(async () =>
      expect((await sentRequests('ElectronicFence')).length).toBe(before + 1),
    );
    await gateSettled(screen, '装货地电子围栏', '未满足');
  },
};

export const FenceInside: Story = {
  tags: ['state'],
  parameters: { route: grabPath.orderTaking(SOURCE.fence), bridge: phoneAt(FENCE_POINT) },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const row = await gateSettled(bodyOf(canvasElement), '装货地电子围栏', '已满足');
    await expect(row).toHaveTextContent('您已在装货地');
    await waitFor(() => expect(next(canvasElement)).toBeEnabled());
    const [check] = await sentRequests('ElectronicFence');
    await expect(check?.body).toMatchObject({ id: SOURCE.fence });
  },
};
