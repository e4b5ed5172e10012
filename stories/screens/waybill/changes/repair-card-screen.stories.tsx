import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RepairCardScreen } from '@/features/waybill/changes/screens/repair-card-screen';
import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
import { sentRequests } from '../../../support/sandbox';
import { rejectPhoto } from '../../../support/waybill-trips';
import { clearOverlays } from '../../../support/overlays';
import { bodyOf, retakePhoto, SLOW } from './waybill-changes-story-helpers';
import { expectWaybillNotYours } from '../../../support/read-problem';
import { loadingState } from '../../../support/loading-state';

const rejectedPath = waybillAfterSales.getRejectedPhotos.path;
const repairPath = waybillAfterSales.repairPhotos.path;

/** The shipper rejects WB0007's second departure photo (and, with `both`, the first too). */
const rejectSecond = () => rejectPhoto('WB0007', 'departure', 1, '照片模糊，看不清车牌');
const rejectBoth = async () => {
  await rejectPhoto('WB0007', 'departure', 0, '未拍到货物装载情况');
  await rejectSecond();
};

const SHIJIAZHUANG = { longitude: 114.514, latitude: 38.042 };

const meta = {
  title: 'Screens/Waybill/Changes/RepairCard',
  component: RepairCardScreen,
  parameters: {
    route: '/waybill/repairCard?id=WB0007',
    session: 'certifiedDriver',
    // The re-take is watermarked with where it was taken.
    bridge: { location: { mode: 'fixed', fixed: SHIJIAZHUANG, accuracy: 10 } },
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof RepairCardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement, title = '发车照片第2张') {
  const screen = bodyOf(canvasElement);
  await screen.findByRole('region', { name: title }, SLOW);
  return screen;
}

/** One rejected photo with its reason and its re-take; the accepted first one is kept. */
export const Default: Story = {
  tags: ['state'],
  beforeEach: rejectSecond,
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const card = within(screen.getByRole('region', { name: '发车照片第2张' }));
    await expect(card.getByText('驳回原因：照片模糊，看不清车牌')).toBeVisible();
    await expect(card.getByRole('button', { name: '重新拍摄发车照片第2张' })).toBeVisible();
    const kept = within(await screen.findByRole('region', { name: '已通过的照片' }, SLOW));
    await expect(kept.getByText('发车照片第1张')).toBeVisible();
    await expect(screen.getByRole('button', { name: '提交补传' })).toBeEnabled();
  },
};

export const Loading: Story = loadingState(rejectedPath);

/** Nothing rejected: said plainly, with the way back to the waybill. */
export const NoneRejected: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('该运单没有被驳回的照片', {}, SLOW)).toBeVisible();
    await expect(screen.getByRole('link', { name: '返回运单' })).toHaveAttribute(
      'href',
      '/waybill/detailWhole?id=WB0007',
    );
  },
};

export const LoadError: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path: rejectedPath, state: 500, msg: '照片服务繁忙' }] } },
  play: async ({ canvasElement }) => {
    const alert = await bodyOf(canvasElement).findByRole('alert', {}, SLOW);
    await expect(alert).toHaveAttribute('data-problem', 'failed');
    await expect(alert).toHaveTextContent('照片加载失败');
    await expect(alert).toHaveTextContent('照片服务繁忙');
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '联系客服' })).toBeVisible();
    await expect(within(alert).getByRole('link', { name: '返回运单列表' })).toBeVisible();
  },
};

/** Submitted without a new photo: 请上传需要补传的照片, and nothing is sent. */
export const PhotoRequired: Story = {
  tags: ['state'],
  beforeEach: rejectSecond,
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '提交补传' }));
    await expect(await screen.findByText('请上传需要补传的照片')).toBeVisible();
    await expect(await sentRequests(repairPath)).toHaveLength(0);
  },
};

/** Two rejected, one re-taken: only that one is sent; the result says one remains. */
export const RepairsOne: Story = {
  tags: ['state'],
  beforeEach: rejectBoth,
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await expect(screen.getByRole('region', { name: '发车照片第1张' })).toBeVisible();
    await retakePhoto(screen, '发车照片第2张');
    await userEvent.dblClick(screen.getByRole('button', { name: '提交补传' }));
    await expect(await screen.findByText('已补传1张照片', {}, SLOW)).toBeVisible();
    await expect(screen.getByText('还有1张照片待补传')).toBeVisible();
    await expect(screen.queryByRole('region', { name: '发车照片第2张' })).toBeNull();
    await expect(screen.getByRole('region', { name: '发车照片第1张' })).toBeVisible();
    // The replaced photo joins the kept ones once the waybill is read again.
    const kept = await screen.findByRole('region', { name: '已通过的照片' }, SLOW);
    await expect(within(kept).getByText('发车照片第2张')).toBeVisible();
    const sent = await sentRequests(repairPath);
    await expect(sent).toHaveLength(1);
    const body = sent[0]?.body as {
      waybillId: string;
      replacements: { photoId: string; url: string; watermarkUrl: string; takenAt: string }[];
    };
    await expect(body.waybillId).toBe('WB0007');
    await expect(body.replacements.map((r) => r.photoId)).toEqual(['departure-2']);
    const [replacement] = body.replacements;
    await expect(replacement?.url).toMatch(/^\/__sandbox\/files\//);
    await expect(replacement?.watermarkUrl).toMatch(/-wm\.\w+$/);
    await expect(replacement?.takenAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  },
};

/** The last rejected photo replaced: all done, with the way back. */
export const RepairsAll: Story = {
  tags: ['state'],
  beforeEach: rejectSecond,
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await retakePhoto(screen, '发车照片第2张');
    await userEvent.click(screen.getByRole('button', { name: '提交补传' }));
    await expect(await screen.findByText('已补传1张照片', {}, SLOW)).toBeVisible();
    await expect(screen.getAllByText('被驳回的照片已全部补传').length).toBeGreaterThan(0);
    await expect(screen.getByRole('link', { name: '返回运单' })).toBeVisible();
  },
};

/** Another driver's waybill (WB0006): 不是您的运单 with 联系客服 and 返回运单列表, no 重试. */
export const NotYours: Story = {
  tags: ['state'],
  parameters: { route: '/waybill/repairCard?id=WB0006' },
  play: ({ canvasElement }) => expectWaybillNotYours(canvasElement),
};

/** A link without a waybill id names no waybill: 运单不存在 with 返回运单列表, nothing read. */
export const NoWaybillId: Story = {
  tags: ['state'],
  parameters: { route: '/waybill/repairCard' },
  play: async ({ canvasElement }) => {
    const alert = await bodyOf(canvasElement).findByRole('alert', {}, SLOW);
    await expect(alert).toHaveAttribute('data-problem', 'notFound');
    await expect(alert).toHaveTextContent('运单不存在');
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '返回运单列表' })).toBeVisible();
    await expect(await sentRequests(rejectedPath)).toHaveLength(0);
  },
};
