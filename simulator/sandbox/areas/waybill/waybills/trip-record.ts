/**
 * A waybill's trip facts, made on first use: from its source (a grabbed waybill: goods type,
 * packing, contacts, fence) or from the seeded plan (supply/market/deals.ts: premium, fences), with the history a
 * seeded waybill's state implies (departed, arrived, photos, trail) drawn deterministically.
 */
import type { Contact } from '@/lib/contract/supply/load';
import type { TripFence, TripPhoto } from '@/lib/contract/waybill/trip';
import type { Db } from '../../../store/db';
import { chineseName, mobile } from '../../../store/people';
import { formatDateTime } from '../../../store/time';
import { GOODS } from '../../supply/market/catalog';
import { maskPhone } from '../../../kernel/mask';
import { supplyArea } from '../../supply/market/types';
import { DEALS } from '../../supply/market/deals';
import { tripTexts } from './messages';
import { plannedHours, pointsBetween } from './trail';
import { waybillArea, type TripRecord, type WaybillRecord } from './types';

const HOUR = 3_600_000;
const FENCE_RADIUS_M = 1000;

function fenceAt(
  place: WaybillRecord['origin'],
  what: '装货' | '卸货',
  radiusM: number,
): TripFence {
  return {
    longitude: place.longitude,
    latitude: place.latitude,
    radiusM,
    name: `${place.regionName.split(' ').at(-1) ?? ''}${what}点电子围栏`,
  };
}

function seededDeal(w: WaybillRecord) {
  const index = Number(w.id.slice(2)) - 1;
  const deal = DEALS[index];
  return deal && deal.sourceId === w.sourceId ? deal : null;
}

function goodsOf(name: string): { goodsType: string; packing: string } {
  const def = Object.values(GOODS)
    .flat()
    .find((g) => g.goodsName === name);
  return def ?? { goodsType: '普通货物', packing: '散装' };
}

function photos(w: WaybillRecord, kind: string, n: number, ms: number): TripPhoto[] {
  return Array.from({ length: n }, (_, i) => {
    const name = `trip-${w.id}-${kind}-${i + 1}`;
    return {
      url: `/__sandbox/files/${name}.jpg`,
      watermarkUrl: `/__sandbox/files/${name}-wm.jpg`,
      takenAt: formatDateTime(ms - (n - i) * 60_000),
      state: 'accepted' as const,
      rejectReason: null,
    };
  });
}

/** The history a seeded waybill's state implies, from its times. */
function seededHistory(w: WaybillRecord, trip: TripRecord): void {
  const unit = w.unit === 'ton' ? '吨' : '方';
  const departed = w.loadingStartMs + HOUR;
  const hours = plannedHours(w.distanceKm);
  const arrived = departed + Math.round(hours * HOUR);
  const started = w.status === 'inTransit' || w.status === 'toReceipt' || w.status === 'done';
  if (!started) return;
  trip.departedMs = departed;
  trip.loadedQuantity = w.quantity;
  trip.photos.departure = photos(w, 'departure', 2, departed);
  trip.events.push({
    type: 'departed',
    ms: departed,
    text: tripTexts.departed(`${w.quantity}${unit}`),
  });
  if (trip.premium) {
    trip.premium.paidMs = departed - HOUR / 2;
    trip.premium.wallet = 'alipay';
  }
  const until = w.status === 'inTransit' ? Math.min(arrived, departed + 4 * HOUR) : arrived;
  const share = (until - departed) / Math.max(1, arrived - departed);
  trip.trail = pointsBetween(w.origin, w.destination, departed, until, share);
  if (w.status === 'inTransit') return;
  const unloaded = Math.round((w.quantity - 0.05) * 1000) / 1000;
  trip.arrivedMs = arrived;
  trip.unloadedQuantity = unloaded;
  trip.photos.arrival = photos(w, 'arrival', 2, arrived);
  trip.events.push({ type: 'arrived', ms: arrived, text: tripTexts.arrived(`${unloaded}${unit}`) });
  if (w.status === 'toReceipt') return;
  const receipt = arrived + 2 * HOUR;
  trip.receiptMs = receipt;
  trip.photos.receipt = photos(w, 'receipt', 1, receipt);
  trip.events.push({ type: 'receiptUploaded', ms: receipt, text: tripTexts.receiptUploaded(1) });
  trip.events.push({
    type: 'receiptApproved',
    ms: receipt + HOUR,
    text: tripTexts.receiptApproved,
  });
}

function contactsFor(db: Db, w: WaybillRecord): TripRecord['contacts'] {
  const rng = db.rng('trip-contacts', Number(w.id.slice(2)) || 0);
  const person = (): Contact => ({ name: chineseName(rng), phoneMasked: maskPhone(mobile(rng)) });
  return { shipper: person(), loading: person(), unloading: person() };
}

function build(db: Db, w: WaybillRecord): TripRecord {
  const source = db.area(supplyArea).sources.find((s) => s.id === w.sourceId);
  const deal = seededDeal(w);
  const fenced = deal ? Boolean(deal.fence) : Boolean(source?.needFence);
  const radius = source?.needFence && !deal ? source.fenceRadiusM : FENCE_RADIUS_M;
  const contacts = contactsFor(db, w);
  const trip: TripRecord = {
    ...(source && !deal
      ? { goodsType: source.goodsType, packing: source.packing }
      : goodsOf(w.goodsName)),
    unitPrice: deal?.unitPrice ?? source?.unitPrice ?? Math.round(w.freightTotal / w.quantity),
    loadedQuantity: null,
    unloadedQuantity: null,
    departedMs: null,
    arrivedMs: null,
    receiptMs: null,
    premium: deal?.premium
      ? { amount: deal.premium, paidMs: null, wallet: null, order: null }
      : null,
    loadingFence: fenced ? fenceAt(w.origin, '装货', radius) : null,
    unloadingFence: fenced ? fenceAt(w.destination, '卸货', radius) : null,
    photos: { departure: [], arrival: [], receipt: [] },
    receiptPending: false,
    receiptRejectReason: null,
    events: [{ type: 'created', ms: w.createMs, text: tripTexts.created(w.waybillNo) }],
    trail: [],
    contacts:
      source && !deal
        ? {
            ...contacts,
            loading: { ...source.loadingContact },
            unloading: { ...source.unloadingContact },
          }
        : contacts,
    evaluated: false,
  };
  if (deal) seededHistory(w, trip);
  if (w.status === 'cancelled') {
    trip.events.push({
      type: 'cancelled',
      ms: w.createMs + 2 * HOUR,
      text: tripTexts.cancelled('货主取消'),
    });
  }
  return trip;
}

/** The trip of a waybill (read through records.ts, so the market's clock is anchored first). */
export function tripOf(db: Db, w: WaybillRecord): TripRecord {
  const trips = db.area(waybillArea).trips;
  return (trips[w.id] ??= build(db, w));
}
