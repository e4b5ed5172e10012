/**
 * The loading fence of WB0005 (1 km around 118.77, 32.066) and where the truck is, from the fake
 * phone's fixed location: inside, outside with the distance, location refused, and refresh.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToGeofenceScreen } from '@/features/waybill/list/screens/to-geofence-screen';
import { waybillTrip } from '@/lib/contract/waybill/trip';
import { paths } from '@/lib/routing/paths';
import { storyNative } from '../../../support/bridge';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';

const AT_THE_YARD = { longitude: 118.77, latitude: 32.066 };
const AWAY = { longitude: 118.8, latitude: 32.066 };

const meta = {
  title: 'Screens/Waybill/List/ToGeofence',
  component: ToGeofenceScreen,
  parameters: {
    route: paths.toGeofence.to({ id: 'WB0005', point: 'loading' }),
    session: 'certifiedDriver',
    bridge: { location: { fixed: AT_THE_YARD } },
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof ToGeofenceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function card(canvasElement: HTMLElement) {
  return body(canvasElement).findByRole('region', { name: '装货地电子围栏' }, { timeout: 10_000 });
}

export const InsideTheFence: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const region = await card(canvasElement);
    await expect(
      await within(region).findByText(
        '车辆已在鼓楼区装货点电子围栏围栏内',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(region).toHaveTextContent('围栏半径 1 公里');
    const map = body(canvasElement).getByRole('figure', { name: '装货地电子围栏' });
    await expect(map).toHaveTextContent('车辆位置');
    const [check] = await sentRequests(waybillTrip.checkFence.path);
    await expect(check?.body).toEqual({ id: 'WB0005', point: 'loading', ...AT_THE_YARD });
  },
};

export const OutsideTheFence: Story = {
  tags: ['state'],
  parameters: { bridge: { location: { fixed: AWAY } } },
  play: async ({ canvasElement }) => {
    const region = await card(canvasElement);
    await expect(
      await within(region).findByText(/^距装货地还有 2\.\d 公里$/, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const LocationRefused: Story = {
  tags: ['state'],
  parameters: { bridge: { permissions: { location: { state: 'denied' } } } },
  play: async ({ canvasElement }) => {
    const region = await card(canvasElement);
    await expect(
      await within(region).findByText(
        '未获取到您的位置，请打开定位后重试',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** The driver drives in and taps 刷新位置: a new fix, a new check, now inside. */
export const RefreshAfterDrivingIn: Story = {
  parameters: { bridge: { location: { fixed: AWAY } } },
  play: async ({ canvasElement }) => {
    const region = await card(canvasElement);
    await within(region).findByText(/^距装货地还有/, {}, { timeout: 10_000 });
    storyNative().setState({ location: { fixed: AT_THE_YARD } });
    await userEvent.click(body(canvasElement).getByRole('button', { name: '刷新位置' }));
    await expect(
      await within(region).findByText(
        '车辆已在鼓楼区装货点电子围栏围栏内',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await waitFor(
      async () =>
        expect((await sentRequests(waybillTrip.checkFence.path)).at(-1)?.body).toEqual({
          id: 'WB0005',
          point: 'loading',
          ...AT_THE_YARD,
        }),
      { timeout: 10_000 },
    );
  },
};
