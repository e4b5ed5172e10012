/** A waybill's detail as the driver sees it: every fact, the photos, timeline and what comes next. */
import type { WaybillStatus } from '@/lib/contract/waybill/waybills';
import type {
  AfterSalesOpen,
  PremiumStatus,
  TripAction,
  TripPhotos,
  WaybillDetail,
} from '@/lib/contract/waybill/trip';
import { deductionsOf } from '@/lib/domain/settlement';
import type { Db } from '../../../store/db';
import { formatDateTime } from '../../../store/time';
import { userById } from '../../account/auth/users';
import { realNameOf } from '../../account/identity/records';
import { maskPhone } from '../../../kernel/mask';
import { carsOf } from '../../account/vehicle/records';
import { settlementOf, waybillView } from './records';
import { tripOf } from './trip-record';
import type { TripRecord, WaybillRecord } from './types';

const textOf = (ms: number | null) => (ms === null ? null : formatDateTime(ms));

function nextAction(status: WaybillStatus, trip: TripRecord): TripAction | null {
  switch (status) {
    case 'toLoad':
      return trip.premium && trip.premium.paidMs === null ? 'pay' : 'load';
    case 'inTransit':
      return 'unload';
    case 'toReceipt':
      return trip.receiptPending ? null : 'receipt';
    case 'done':
      return trip.evaluated ? null : 'evaluate';
    default:
      return null;
  }
}

function anyRejected(photos: TripPhotos): boolean {
  return [photos.departure, photos.arrival, photos.receipt].some((list) =>
    list.some((p) => p.state === 'rejected'),
  );
}

function afterSalesOpen(status: WaybillStatus, trip: TripRecord): AfterSalesOpen {
  const moving = status === 'toLoad' || status === 'inTransit';
  return {
    cancel: status === 'toLoad',
    complaint: true,
    evaluate: status === 'done' && !trip.evaluated,
    abnormal: moving,
    returnTrip: status === 'toReceipt' || status === 'done',
    freightChange: status !== 'done' && status !== 'cancelled',
    repairCard: status !== 'cancelled' && anyRejected(trip.photos),
    changeCaptain: moving,
  };
}

export function premiumStatus(trip: TripRecord): PremiumStatus {
  const p = trip.premium;
  if (!p) return { amount: 0, status: 'unpaid', orderNo: null, wallet: null, paidAt: null };
  const paid = p.paidMs !== null;
  const open = p.order?.state === 'open';
  return {
    amount: p.amount,
    status: paid ? 'paid' : open ? 'paying' : 'unpaid',
    orderNo: p.order?.orderNo ?? null,
    wallet: paid ? p.wallet : (p.order?.wallet ?? null),
    paidAt: textOf(p.paidMs),
  };
}

export function detailView(db: Db, w: WaybillRecord): WaybillDetail {
  const trip = tripOf(db, w);
  const user = userById(db, w.appUserId);
  const car = carsOf(db, w.appUserId).find((c) => c.carNo === w.carNo);
  const money = settlementOf(w);
  const copy = <T>(list: T[]): T[] => list.map((x) => ({ ...x }));
  return {
    ...waybillView(db, w),
    goodsType: trip.goodsType,
    packing: trip.packing,
    loadedQuantity: trip.loadedQuantity,
    unloadedQuantity: trip.unloadedQuantity,
    vehicle: {
      carNo: w.carNo,
      vehicleType: car?.vehicleType ?? '',
      loadWeight: car?.loadWeight ?? 0,
    },
    driver: {
      name: realNameOf(db, w.appUserId),
      phoneMasked: user ? maskPhone(user.mobile) : '',
    },
    shipperContact: { ...trip.contacts.shipper },
    loadingContact: { ...trip.contacts.loading },
    unloadingContact: { ...trip.contacts.unloading },
    departedAt: textOf(trip.departedMs),
    arrivedAt: textOf(trip.arrivedMs),
    receiptAt: textOf(trip.receiptMs),
    freightDetail: {
      unitPrice: trip.unitPrice,
      total: money.freight,
      deductions: deductionsOf(money),
      payable: money.receivable,
    },
    premium: trip.premium
      ? {
          amount: trip.premium.amount,
          paid: trip.premium.paidMs !== null,
          paidAt: textOf(trip.premium.paidMs),
          wallet: trip.premium.paidMs !== null ? trip.premium.wallet : null,
        }
      : null,
    loadingFence: trip.loadingFence ? { ...trip.loadingFence } : null,
    unloadingFence: trip.unloadingFence ? { ...trip.unloadingFence } : null,
    photos: {
      departure: copy(trip.photos.departure),
      arrival: copy(trip.photos.arrival),
      receipt: copy(trip.photos.receipt),
    },
    receiptPending: trip.receiptPending,
    receiptRejectReason: trip.receiptRejectReason,
    timeline: [...trip.events]
      .sort((a, b) => a.ms - b.ms)
      .map((e) => ({ type: e.type, time: formatDateTime(e.ms), text: e.text })),
    nextAction: nextAction(w.status, trip),
    afterSales: afterSalesOpen(w.status, trip),
  };
}
