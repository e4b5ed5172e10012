/**
 * A waybill's freight asked into the wallet once its receipt is in (fcc spd/callback/receiptApply,
 * §7.2). Its own module because what it changes spans the wallet (wallet.ts) and the withdrawals
 * (withdraw.ts), and withdraw.ts already reads the wallet: declared in either, it would close a cycle.
 */
import { endpoint, type Reads } from '../endpoint';
import { waybillTrip } from '../waybill/trip';
import { money } from './wallet';
import { withdraw } from './withdraw';

/**
 * A waybill's freight asked to be settled to the wallet once its receipt is in (§7.2
 * spd/callback/receiptApply): `applied` until the receipt is approved, then `settled`.
 */
export interface ReceiptPayment {
  waybillId: string;
  state: 'applied' | 'settled';
  /** The waybill's freight, in fen. */
  amount: number;
  /** YYYY-MM-DD HH:mm:ss */
  applyTime: string;
}

export const receiptPayment = {
  receiptApply: endpoint<{ waybillId: string }, ReceiptPayment>(
    'fcc',
    'spd/callback/receiptApply',
    {
      changes: (): Reads => [
        money.getBalanceByDriver,
        money.getDriverThirtyDayAmount,
        money.recordPage,
        money.recordSummary,
        money.recordStatistics,
        withdraw.listWithdrawable,
        withdraw.checkWithdrawLimit,
        waybillTrip.getDetail,
      ],
    },
  ),
} as const;
