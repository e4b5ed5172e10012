/** A point on the map inside the app: navigating hands it to the phone's map app (truck mode). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ToLocationScreen } from '@/features/waybill/list/screens/to-location-screen';
import { paths } from '@/lib/routing/paths';
import { expectNativeRecord } from '../../../support/bridge';
import { clearOverlays } from '../../../support/overlays';

const POINT = {
  lng: '114.514',
  lat: '38.042',
  name: '石家庄物流园',
  address: '河北省石家庄市长安区物流园路8号',
};

const meta = {
  title: 'Screens/Waybill/List/ToLocation',
  component: ToLocationScreen,
  parameters: { route: paths.toLocation.to(POINT), session: 'certifiedDriver', bridge: true },
  beforeEach: clearOverlays,
} satisfies Meta<typeof ToLocationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Point: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const map = await screen.findByRole('figure', { name: '位置' }, { timeout: 10_000 });
    await expect(map).toHaveTextContent('石家庄物流园');
    await expect(screen.getByRole('heading', { name: '石家庄物流园' })).toBeVisible();
    await expect(screen.getByText('河北省石家庄市长安区物流园路8号')).toBeVisible();
  },
};

export const NavigateThere: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(
      await screen.findByRole('button', { name: '导航到这里' }, { timeout: 10_000 }),
    );
    const [map] = await expectNativeRecord('openMap', 10_000);
    await expect(map!.params).toMatchObject({
      longitude: 114.514,
      latitude: 38.042,
      name: '石家庄物流园',
      address: '河北省石家庄市长安区物流园路8号',
      mode: 'truck',
    });
  },
};

/** A link with coordinates that are not numbers (or out of range) says so instead of a map. */
export const BadPoint: Story = {
  tags: ['state'],
  parameters: { route: paths.toLocation.to({ lng: 'abc', lat: '95' }) },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('位置信息不正确', {}, { timeout: 10_000 })).toBeVisible();
    await expect(screen.queryByRole('figure')).toBeNull();
  },
};
