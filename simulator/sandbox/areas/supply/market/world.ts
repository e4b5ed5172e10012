/**
 * The world's side of the market, which the driver app never calls: other drivers taking loads,
 * shippers publishing, closing and assigning sources. Used by control.ts (sb.control.market.*,
 * /__sandbox/market/*) and so by the simulator's 货源 panel.
 */
import type { SourceKind } from '@/lib/contract/supply/load';
import type { WaybillStatus } from '@/lib/contract/waybill/waybills';
import type { Db } from '../../../store/db';
import { formatDateTime } from '../../../store/time';
import { userById, userByMobile } from '../../account/auth/users';
import { allContracts, summaryOf } from '../e-contract/records';
import { ENTERPRISES } from './catalog';
import { HOUR_MS, market } from './clock';
import { drawSource } from './draw';
import { districtPath } from './places';
import { enterpriseOf, round3, sourceNo } from './records';
import type { SourceRecord } from './types';

export interface MarketSourceView {
  id: string;
  sourceNo: string;
  kind: SourceKind;
  status: SourceRecord['status'];
  goodsName: string;
  route: string;
  unit: SourceRecord['unit'];
  totalQuantity: number;
  remainingQuantity: number;
  shipperName: string;
  enterpriseOnly: boolean;
  assignedToMobile: string | null;
  needFence: boolean;
  needDelegation: boolean;
  publishTime: string;
}

export interface PublishSpec {
  kind?: SourceKind;
  enterpriseId?: string;
  /** A seeded district code (store/regions.ts) where it loads. */
  originCode?: string;
  totalQuantity?: number;
  enterpriseOnly?: boolean;
  needFence?: boolean;
  needDelegation?: boolean;
  /** Assign it at once to this driver. */
  assignToMobile?: string;
}

export function marketSourceView(db: Db, s: SourceRecord): MarketSourceView {
  return {
    id: s.id,
    sourceNo: sourceNo(s),
    kind: s.kind,
    status: s.status,
    goodsName: s.goodsName,
    route: `${s.origin.regionName} → ${s.destination.regionName}`,
    unit: s.unit,
    totalQuantity: s.totalQuantity,
    remainingQuantity: s.remainingQuantity,
    shipperName: enterpriseOf(db, s.enterpriseId).name,
    enterpriseOnly: s.enterpriseOnly,
    assignedToMobile: s.assignedTo ? (userById(db, s.assignedTo)?.mobile ?? null) : null,
    needFence: s.needFence,
    needDelegation: s.needDelegation,
    publishTime: formatDateTime(s.publishMs),
  };
}

export function sourcesNewestFirst(db: Db): SourceRecord[] {
  return [...market(db).sources].sort((a, b) => b.publishMs - a.publishMs || b.seq - a.seq);
}

/** Another driver takes `quantity` (default: all that is left); null when the source is unknown. */
export function takeByOther(db: Db, id: string, quantity?: number): SourceRecord | null {
  const s = market(db).sources.find((x) => x.id === id);
  if (!s) return null;
  const q = s.kind === 'whole' || quantity === undefined ? s.remainingQuantity : quantity;
  s.remainingQuantity = Math.max(0, round3(s.remainingQuantity - Math.max(0, q)));
  if (s.remainingQuantity === 0) s.status = 'full';
  return s;
}

export function publish(db: Db, spec: PublishSpec): SourceRecord {
  const tables = market(db);
  tables.counters.source += 1;
  const n = tables.counters.source;
  const rng = db.rng('market-publish', n);
  const ent = ENTERPRISES.find((e) => e.id === spec.enterpriseId) ?? rng.pick(ENTERPRISES);
  const origin = spec.originCode ? districtPath(spec.originCode) : undefined;
  const s = drawSource(rng, `S${String(n).padStart(4, '0')}`, n, ent, {
    kind: spec.kind ?? 'bulk',
    status: 'open',
    ...(origin ? { origin } : {}),
  });
  const hour = Math.floor(db.now() / HOUR_MS) * HOUR_MS;
  s.publishMs = db.now();
  s.loadingStartMs = hour;
  s.loadingEndMs = hour + 48 * HOUR_MS;
  if (s.unloadingMs !== null) s.unloadingMs = hour + 72 * HOUR_MS;
  if (spec.totalQuantity && spec.totalQuantity > 0 && s.kind === 'bulk') {
    s.totalQuantity = round3(spec.totalQuantity);
    s.remainingQuantity = s.totalQuantity;
    s.minQuantity = Math.min(s.minQuantity, s.totalQuantity);
  }
  s.wholeFreight = Math.round((s.totalQuantity * s.unitPrice) / 100) * 100;
  s.enterpriseOnly = spec.enterpriseOnly ?? false;
  s.needFence = spec.needFence ?? false;
  s.fenceRadiusM = s.needFence ? 1000 : 0;
  s.needDelegation = spec.needDelegation ?? false;
  s.assignedTo = spec.assignToMobile
    ? (userByMobile(db, spec.assignToMobile)?.appUserId ?? null)
    : null;
  tables.sources.push(s);
  return s;
}

/** Adds `count` open sources published now (e.g. 2,000 rows for the plaza's performance check). */
export function grow(db: Db, count: number, kind?: SourceKind): number {
  const n = Math.max(0, Math.min(5000, Math.trunc(count)));
  for (let i = 0; i < n; i += 1) {
    const k = kind ?? (i % 2 === 0 ? 'bulk' : 'whole');
    publish(db, { kind: k, enterpriseId: ENTERPRISES[i % ENTERPRISES.length]!.id });
  }
  return market(db).sources.filter((s) => s.status === 'open').length;
}

export function setStatus(db: Db, id: string, status: SourceRecord['status']): SourceRecord | null {
  const s = market(db).sources.find((x) => x.id === id);
  if (s) s.status = status;
  return s ?? null;
}

/** Assigns to the driver with this mobile (null: back to the open plaza); false when either is unknown. */
export function assign(db: Db, id: string, mobile: string | null): SourceRecord | null {
  const s = market(db).sources.find((x) => x.id === id);
  if (!s) return null;
  if (mobile === null) s.assignedTo = null;
  else {
    const user = userByMobile(db, mobile);
    if (!user) return null;
    s.assignedTo = user.appUserId;
    if (s.status !== 'full') s.status = 'open';
  }
  return s;
}

export function contractsOfMobile(db: Db, mobile: string) {
  const user = userByMobile(db, mobile);
  return allContracts(db)
    .filter((c) => c.appUserId === user?.appUserId)
    .map((c) => ({ ...summaryOf(c), waybillId: c.waybillId }));
}

export function waybillsOfMobile(db: Db, mobile: string) {
  const user = userByMobile(db, mobile);
  return db.ask('waybillsOfUser', user?.appUserId);
}

/** The waybill area moves it (and refuses a busy or gone truck): waybill/waybills/answers.ts. */
export function setWaybillStatus(db: Db, id: string, status: WaybillStatus) {
  return db.ask('setWaybillStatus', { id, status });
}
