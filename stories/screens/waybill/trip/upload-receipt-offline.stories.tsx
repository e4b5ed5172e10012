import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { UploadReceiptScreen } from '@/features/waybill/trip/screens/upload-receipt-screen';
import { clearOverlays } from '../../../support/overlays';
import { answered, freshOutbox, networkBack, networkDown } from './offline-story-helpers';
import { addPhoto, bodyOf, loaded, tripRoute, WB, waybillNo } from './trip-story-helpers';

/** Issue 13 §4: the receipt photographed and handed in without signal. */
const meta = {
  title: 'Screens/Waybill/Trip/UploadReceiptOffline',
  component: UploadReceiptScreen,
  parameters: { route: tripRoute.receipt(), session: 'certifiedDriver', bridge: true },
  beforeEach: [clearOverlays, freshOutbox()],
} satisfies Meta<typeof UploadReceiptScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReceiptSavedThenSent: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, waybillNo(WB.toReceipt));
    await networkDown();
    await addPhoto(screen, '回单照片');
    await expect(await screen.findByText('1 张照片待上传，联网后自动上传')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '提交回单' }));
    await expect(
      await screen.findByRole('heading', { name: '已保存，联网后自动上传' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(screen.getByText(/^2 项待上传，网络恢复后将按顺序自动上传/)).toBeVisible();
    await expect(await answered('uploadReceipt')).toHaveLength(0);

    await networkBack();
    await expect(
      await screen.findByRole('heading', { name: '已全部上传' }, { timeout: 15_000 }),
    ).toBeVisible();
    const receipts = await answered('uploadReceipt');
    await expect(receipts).toHaveLength(1);
    await expect((receipts[0]!.body as { photos: unknown[] }).photos).toHaveLength(1);
  },
};
