/**
 * Issue 13 §4 on the waybill detail: what the phone keeps for this waybill until the network
 * returns, each item's state, and a photo the platform refused, retaken in its place.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WaybillDetailScreen } from '@/features/waybill/list/screens/waybill-detail-screen';
import { paths } from '@/lib/routing/paths';
import { queueStep, waybillOutbox } from '@/lib/waybill-outbox';
import { clearOverlays } from '../../../support/overlays';
import {
  allCalls,
  answered,
  freshOutbox,
  keptPhoto,
  offlinePhone,
} from '../trip/offline-story-helpers';

const RECEIPT = 'WB0008';

const meta = {
  title: 'Screens/Waybill/List/WaybillDetailOutbox',
  component: WaybillDetailScreen,
  parameters: {
    route: paths.waybillDetailWhole.to({ id: RECEIPT }),
    session: 'certifiedDriver',
    bridge: true,
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof WaybillDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The receipt with two photos, saved without signal. */
const queueReceipt = async () => {
  await queueStep(waybillOutbox(), 'receipt', { id: RECEIPT }, [
    keptPhoto('r1.png'),
    keptPhoto('r2.png'),
  ]);
};

async function queueShown(canvasElement: HTMLElement) {
  return body(canvasElement).findByRole('region', { name: '待上传' }, { timeout: 10_000 });
}

export const ItemsWaiting: Story = {
  tags: ['state'],
  beforeEach: [freshOutbox({ network: offlinePhone }), queueReceipt],
  play: async ({ canvasElement }) => {
    const queue = await queueShown(canvasElement);
    await expect(within(queue).getByRole('heading', { name: '3 项待上传' })).toBeVisible();
    await expect(within(queue).getAllByRole('listitem', { name: '回单照片 待上传' })).toHaveLength(
      2,
    );
    await expect(within(queue).getByRole('listitem', { name: '回单提交 待上传' })).toBeVisible();
    await expect(within(queue).getByRole('button', { name: '立即重试' })).toBeVisible();
    await expect(await allCalls('uploadReceipt')).toHaveLength(0);
  },
};

const REFUSAL = '照片不清晰，请重新拍摄';

/** The platform refuses the first photo once (a business refusal), then takes what comes. */
async function refuseFirstPhoto() {
  const res = await fetch('/__sandbox/fault', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: 'watermarkFile', state: 400, msg: REFUSAL, times: 1 }),
  });
  if (!res.ok) throw new Error(`fault answered ${res.status}`);
}

export const PhotoRejected: Story = {
  tags: ['state'],
  beforeEach: [freshOutbox(), refuseFirstPhoto, queueReceipt],
  play: async ({ canvasElement }) => {
    const queue = await queueShown(canvasElement);
    const refused = await within(queue).findByRole(
      'listitem',
      { name: '回单照片 已拒绝' },
      { timeout: 10_000 },
    );
    await expect(within(refused).getByRole('alert')).toHaveTextContent(REFUSAL);
    await expect(within(refused).getByRole('button', { name: '重拍' })).toBeVisible();
    await expect(within(refused).getByRole('button', { name: '删除' })).toBeVisible();
    // The receipt waits behind the refused photo: nothing was handed in.
    await expect(within(queue).getByRole('heading', { name: '2 项待上传' })).toBeVisible();
    await expect(await allCalls('uploadReceipt')).toHaveLength(0);
  },
};

export const RetakeRefusedPhoto: Story = {
  beforeEach: [freshOutbox(), refuseFirstPhoto, queueReceipt],
  play: async ({ canvasElement }) => {
    const queue = await queueShown(canvasElement);
    const refused = await within(queue).findByRole(
      'listitem',
      { name: '回单照片 已拒绝' },
      { timeout: 10_000 },
    );
    await userEvent.click(within(refused).getByRole('button', { name: '重拍' }));
    // Found again: the detail re-renders as the platform's answers come in.
    await expect(
      await body(canvasElement).findByRole('heading', { name: '已全部上传' }, { timeout: 15_000 }),
    ).toBeVisible();

    const uploads = await allCalls('watermarkFile');
    const keys = uploads.map((r) => r.headers?.['idempotency-key']);
    // Refused try, the retake with a new key, the second photo: three keys, three calls.
    await expect(uploads).toHaveLength(3);
    await expect(new Set(keys).size).toBe(3);
    const receipts = await answered('uploadReceipt');
    await expect(receipts).toHaveLength(1);
    const photos = (receipts[0]!.body as { photos: { url: string }[] }).photos;
    await expect(photos).toHaveLength(2);
    await waitFor(() =>
      expect(body(canvasElement).getAllByRole('listitem', { name: / 已上传$/ })).toHaveLength(3),
    );
  },
};

export const DiscardRefusedPhoto: Story = {
  beforeEach: [freshOutbox(), refuseFirstPhoto, queueReceipt],
  play: async ({ canvasElement }) => {
    const queue = await queueShown(canvasElement);
    const refused = await within(queue).findByRole(
      'listitem',
      { name: '回单照片 已拒绝' },
      { timeout: 10_000 },
    );
    await userEvent.click(within(refused).getByRole('button', { name: '删除' }));
    // Found again: the detail re-renders as the platform's answers come in.
    await expect(
      await body(canvasElement).findByRole('heading', { name: '已全部上传' }, { timeout: 15_000 }),
    ).toBeVisible();
    // The receipt went with the one photo left.
    const [receipt] = await answered('uploadReceipt');
    await expect((receipt!.body as { photos: unknown[] }).photos).toHaveLength(1);
  },
};
