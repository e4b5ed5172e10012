import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { UploadReceiptScreen } from '@/features/waybill/trip/screens/upload-receipt-screen';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { addPhoto, bodyOf, loaded, tripRoute, WB, waybillNo } from './trip-story-helpers';

const NO = waybillNo(WB.toReceipt);

const meta = {
  title: 'Screens/Waybill/Trip/UploadReceipt',
  component: UploadReceiptScreen,
  parameters: { route: tripRoute.receipt(), session: 'certifiedDriver', bridge: true },
  beforeEach: clearOverlays,
} satisfies Meta<typeof UploadReceiptScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoPhoto: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, NO);
    await userEvent.click(screen.getByRole('button', { name: '提交回单' }));
    await expect(await screen.findByText('请上传回单照片')).toBeVisible();
    await expect(await sentRequests('uploadReceipt')).toHaveLength(0);
  },
};

export const ReceiptHandedIn: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, NO);
    await addPhoto(screen, '回单照片');
    await userEvent.click(screen.getByRole('button', { name: '提交回单' }));
    await expectPath('/waybill/uploadreceipt/success');
    await expect(
      await screen.findByRole('heading', { name: '回单已提交' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(screen.getByText('回单已提交，等待货主审核。审核通过后运单完成。')).toBeVisible();
    const sent = await sentRequests('uploadReceipt');
    await expect(sent).toHaveLength(1);
    await expect(sent[0]!.body).toMatchObject({ id: WB.toReceipt });
    await expect(sent[0]!.headers?.['idempotency-key']).toBeTruthy();
  },
};

export const NotToReceipt: Story = {
  tags: ['state'],
  parameters: { route: tripRoute.receipt(WB.toLoad) },
  play: async ({ canvasElement }) => {
    await expect(
      await bodyOf(canvasElement).findByText('该运单当前无需上传回单', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
