/**
 * The insurance premium, paid before departure through either native wallet: the server makes an
 * order (createPremiumPayment), the bridge's `pay` takes its signed orderInfo, then the app reports
 * the wallet's answer — success is confirmed against the order (the sandbox stands in for the
 * wallet's notice), cancel or failure closes it so a new order can be made.
 */
import type { Wallet } from '@/lib/bridge/protocol';
import type { PremiumOrder } from '@/lib/contract/waybill/trip';
import { reject } from '../../../envelope';
import type { Db } from '../../../store/db';
import { hash32 } from '../../../store/prng';
import { formatDate, formatDateTime } from '../../../store/time';
import { tripMessages as m, tripTexts, WALLET_LABEL } from './messages';
import { departureRefusal, record, type Fix } from './trip-rules';
import { tripOf } from './trip-record';
import type { PremiumRecord, WaybillRecord } from './types';

const ORDER_TTL_MS = 30 * 60_000;
const WALLETS: readonly Wallet[] = ['alipay', 'wechat'];

function payable(db: Db, w: WaybillRecord): PremiumRecord {
  if (w.status === 'cancelled') reject(m.cancelled);
  const premium = tripOf(db, w).premium;
  if (!premium) reject(m.noPremium);
  if (premium.paidMs !== null) reject(m.premiumPaid);
  if (w.status !== 'toLoad') reject(m.premiumAfterDeparture);
  return premium;
}

/**
 * An order for the premium of a departure the platform would take from `at` now: a departure it
 * would refuse (the fence, the loading window …) is refused here first, so the driver is never
 * charged for it.
 */
export function createOrder(
  db: Db,
  w: WaybillRecord,
  wallet: unknown,
  n: number,
  at: Fix | null,
): PremiumOrder {
  const premium = payable(db, w);
  const chosen = WALLETS.find((x) => x === wallet);
  if (!chosen) reject(m.walletInvalid);
  const refusal = departureRefusal(db, w, at);
  if (refusal) reject(refusal.message);
  const now = db.now();
  if (premium.order?.state === 'open') premium.order.state = 'closed';
  const orderNo = `BF${formatDate(now).replaceAll('-', '')}${String(n).padStart(6, '0')}`;
  premium.order = { orderNo, wallet: chosen, createMs: now, state: 'open' };
  const amount = (premium.amount / 100).toFixed(2);
  const fields = `out_trade_no=${orderNo}&total_amount=${amount}&subject=运单${w.waybillNo}保险费&wallet=${chosen}`;
  const sign = hash32(`${db.state.seed}|${fields}`).toString(16).padStart(8, '0');
  return {
    orderNo,
    orderInfo: `${fields}&sign=${sign}`,
    wallet: chosen,
    amount: premium.amount,
    expiresAt: formatDateTime(now + ORDER_TTL_MS),
  };
}

function openOrder(db: Db, w: WaybillRecord, orderNo: unknown): PremiumRecord {
  const premium = payable(db, w);
  const order = premium.order;
  if (!order || order.orderNo !== orderNo || order.state !== 'open') reject(m.orderUnknown);
  if (db.now() - order.createMs > ORDER_TTL_MS) {
    order.state = 'closed';
    reject(m.orderUnknown);
  }
  return premium;
}

/** The wallet answered success for this order: the premium is paid. */
export function confirmPaid(db: Db, w: WaybillRecord, orderNo: unknown): void {
  const premium = openOrder(db, w, orderNo);
  markPaid(db, w, premium);
}

function markPaid(db: Db, w: WaybillRecord, premium: PremiumRecord): void {
  const now = db.now();
  const wallet = premium.order?.wallet ?? 'alipay';
  if (premium.order) premium.order.state = 'paid';
  premium.paidMs = now;
  premium.wallet = wallet;
  const yuan = (premium.amount / 100).toFixed(2);
  record(tripOf(db, w), 'premiumPaid', now, tripTexts.premiumPaid(yuan, WALLET_LABEL[wallet]));
}

/** The wallet answered cancel or failure: the order is closed and noted on the timeline. */
export function closeOrder(db: Db, w: WaybillRecord, orderNo: unknown, reason: unknown): void {
  if (reason !== 'cancel' && reason !== 'fail') reject(m.closeReasonInvalid);
  const premium = openOrder(db, w, orderNo);
  premium.order!.state = 'closed';
  record(tripOf(db, w), 'premiumClosed', db.now(), tripTexts.premiumClosed(reason));
}

/** The shipper sets (amount > 0) or removes (0) the premium of a waybill that has not departed. */
export function setPremium(db: Db, w: WaybillRecord, amount: number): void {
  if (w.status !== 'toLoad') reject(m.premiumAfterDeparture);
  const trip = tripOf(db, w);
  const fen = Math.max(0, Math.round(amount));
  trip.premium = fen > 0 ? { amount: fen, paidMs: null, wallet: null, order: null } : null;
}
