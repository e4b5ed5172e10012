import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoadScreen } from '@/features/waybill/trip/screens/load-screen';
import { clearOverlays, findDialog, tapDialogButton } from '../../../support/overlays';
import {
  allCalls,
  answered,
  freshOutbox,
  networkBack,
  networkDown,
  offlinePhone,
} from './offline-story-helpers';
import {
  addPhoto,
  bodyOf,
  loaded,
  phoneAt,
  POINT,
  readyToDepart,
  tripRoute,
  WB,
  waybillNo,
} from './trip-story-helpers';

const NO = waybillNo(WB.toLoad);

/** Issue 13 §4: departing in a yard without signal. */
const meta = {
  title: 'Screens/Waybill/Trip/LoadOffline',
  component: LoadScreen,
  parameters: {
    route: tripRoute.load(),
    session: 'certifiedDriver',
    bridge: phoneAt(POINT.loading),
  },
  beforeEach: [clearOverlays, readyToDepart, freshOutbox()],
} satisfies Meta<typeof LoadScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Offline: 2 photos kept, departure confirmed on the phone's fence check, everything queued. */
async function departOffline(canvasElement: HTMLElement) {
  const screen = bodyOf(canvasElement);
  await loaded(screen, NO);
  await networkDown();
  await addPhoto(screen, '装货照片');
  await addPhoto(screen, '装货照片', 2);
  await expect(await screen.findByText('2 张照片待上传，联网后自动上传')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: '发车' }));
  const dialog = await findDialog(canvasElement);
  await expect(dialog).toHaveTextContent('发车后将开始记录行驶轨迹，确认已装货完成？');
  await tapDialogButton(dialog, '确认');
  await expect(
    await screen.findByRole('heading', { name: '已保存，联网后自动上传' }, { timeout: 10_000 }),
  ).toBeVisible();
  return screen;
}

export const SavedOffline: Story = {
  tags: ['state'],
  // The outbox holds still (the phone says offline), so the picture shows every item 待上传.
  beforeEach: freshOutbox({ network: offlinePhone }),
  play: async ({ canvasElement }) => {
    const screen = await departOffline(canvasElement);
    await expect(screen.getByText(/^3 项待上传，网络恢复后将按顺序自动上传/)).toBeVisible();
    const queue = screen.getByRole('region', { name: '待上传' });
    await expect(within(queue).getByRole('heading', { name: '3 项待上传' })).toBeVisible();
    await expect(within(queue).getAllByRole('listitem', { name: /^装货照片 / })).toHaveLength(2);
    await expect(within(queue).getByRole('listitem', { name: '发车确认 待上传' })).toBeVisible();
    await expect(within(queue).getAllByRole('listitem', { name: / 待上传$/ })).toHaveLength(3);
    await expect(await answered('wayBillDriver/load')).toHaveLength(0);
  },
};

export const NetworkReturnsEverythingArrivesOnce: Story = {
  play: async ({ canvasElement }) => {
    const screen = await departOffline(canvasElement);
    await networkBack();
    const queue = screen.getByRole('region', { name: '待上传' });
    await userEvent.click(within(queue).getByRole('button', { name: '立即重试' }));
    await expect(
      await screen.findByRole('heading', { name: '已全部上传' }, { timeout: 15_000 }),
    ).toBeVisible();

    // Two photos, then one departure, each once; every try of an item carried its one key.
    const uploads = await answered('watermarkFile');
    await expect(uploads).toHaveLength(2);
    const loads = await answered('wayBillDriver/load');
    await expect(loads).toHaveLength(1);
    const [load] = loads;
    const urls = (load!.body as { photos: { url: string }[] }).photos.map((p) => p.url);
    await expect(urls).toHaveLength(2);
    for (const url of urls) await expect(url).toMatch(/files\//);
    await expect(load!.body).toMatchObject({ id: WB.toLoad, loadedQuantity: 32 });
    // The outbox's calls carry a key (the uploader's own tries, through the native side, do
    // not): a try the network swallowed was made again with the same key, and each photo was
    // answered once.
    const keyed = async (suffix: string) =>
      (await allCalls(suffix)).flatMap((r) => r.headers?.['idempotency-key'] ?? []);
    const answeredKeys = uploads.map((r) => r.headers?.['idempotency-key']);
    await expect(new Set(answeredKeys).size).toBe(2);
    await expect(new Set(await keyed('watermarkFile'))).toEqual(new Set(answeredKeys));
    await expect(new Set(await keyed('wayBillDriver/load')).size).toBe(1);
    await waitFor(() =>
      expect(screen.getAllByRole('listitem', { name: / 已上传$/ })).toHaveLength(3),
    );
  },
};
