/**
 * The receipt's way into the wallet (§7.2 receiptApply): handing in a receipt asks once for the
 * freight to be settled, the success screen says so and leads to the wallet; the shipper's approval
 * then reads `settled`. The screens are the trip's; these stories prove the wallet's side of them.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { UploadReceiptScreen } from '@/features/waybill/trip/screens/upload-receipt-screen';
import { receiptPayment } from '@/lib/contract/money/receipt-payment';
import { http } from '@/lib/http/client';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { addPhoto, loaded, tripRoute, WB, waybillNo } from '../../waybill/trip/trip-story-helpers';
import { bodyOf, SLOW } from './wallet-story-helpers';

const meta = {
  title: 'Screens/Money/Wallet/ReceiptPayment',
  component: UploadReceiptScreen,
  parameters: { route: tripRoute.receipt(), session: 'certifiedDriver', bridge: true },
  beforeEach: clearOverlays,
} satisfies Meta<typeof UploadReceiptScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HandInThenWallet: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, waybillNo(WB.toReceipt));
    await addPhoto(screen, '回单照片');
    await userEvent.click(screen.getByRole('button', { name: '提交回单' }));
    await expectPath('/waybill/uploadreceipt/success');
    await expect(
      await screen.findByText(/运费将在回单审核通过后结算至钱包/, {}, SLOW),
    ).toBeVisible();
    await waitFor(async () => {
      const applied = await sentRequests(receiptPayment.receiptApply.path);
      await expect(applied.map((r) => r.body)).toEqual([{ waybillId: WB.toReceipt }]);
    }, SLOW);
    const payment = await http.call(receiptPayment.receiptApply, { waybillId: WB.toReceipt });
    await expect(payment.state).toBe('applied');
    await userEvent.click(screen.getByRole('link', { name: '查看钱包' }));
    await expectPath('/i/wallet/account-balance');
    await expect(await screen.findByRole('region', { name: '可提现余额' }, SLOW)).toBeVisible();
  },
};
