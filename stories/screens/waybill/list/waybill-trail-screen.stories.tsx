import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { WaybillTrailScreen } from '@/features/waybill/list/screens/waybill-trail-screen';
import { waybillTrip } from '@/lib/contract/waybill/trip';
import { paths } from '@/lib/routing/paths';
import { neverAnswered, sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';

const meta = {
  title: 'Screens/Waybill/List/WaybillTrail',
  component: WaybillTrailScreen,
  parameters: { route: paths.waybillTrail.to({ id: 'WB0007' }), session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof WaybillTrailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** In transit: the recorded track, the planned route, and the planned km and hours. */
export const Trail: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const map = await screen.findByRole('figure', { name: '运输轨迹' }, { timeout: 10_000 });
    await expect(map).toHaveTextContent('行驶轨迹');
    // The planned route is drawn once the route service answers.
    await waitFor(() => expect(map).toHaveTextContent('规划路线'), { timeout: 10_000 });
    const facts = screen.getByRole('region', { name: '运输轨迹' });
    await expect(facts).toHaveTextContent('规划里程209.1 公里');
    await expect(facts).toHaveTextContent(/预计用时4 小时/);
    await expect(facts).toHaveTextContent(/已记录 \d+ 个轨迹点/);
    const [request] = await sentRequests(waybillTrip.getTrail.path);
    await expect(request?.body).toEqual({ id: 'WB0007' });
  },
};

/** Not departed yet: no track, the planned route only. */
export const NotDeparted: Story = {
  tags: ['state'],
  parameters: { route: paths.waybillTrail.to({ id: 'WB0005' }) },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const facts = await screen.findByRole('region', { name: '运输轨迹' }, { timeout: 10_000 });
    await expect(facts).toHaveTextContent('车辆尚未发车，暂无轨迹');
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(waybillTrip.getTrail.path)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('status', { name: '轨迹加载中' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path: waybillTrip.getTrail.path, status: 500 }] } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('轨迹加载失败', {}, { timeout: 10_000 })).toBeVisible();
    // The server failed, not the network: 联系客服 and the way back, no 重试.
    await expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await expect(screen.getByRole('link', { name: '联系客服' })).toBeVisible();
    await expect(screen.getByRole('link', { name: '返回运单列表' })).toBeVisible();
  },
};
