/** Reading the market: a source as the asking driver sees it, look-ups, visibility and quantities. */
import type { Enterprise, GoodsSource, GoodsSourceDetail } from '@/lib/contract/supply/market';
import { missing } from '../../../envelope';
import type { Db } from '../../../store/db';
import { formatDate, formatDateTime } from '../../../store/time';
import type { UserRecord } from '../../account/auth/types';
import { market } from './clock';
import { supplyMessages as m } from './messages';
import type { EnterpriseRecord, SourceRecord } from './types';

const textOf = (ms: number | null) => (ms === null ? null : formatDateTime(ms));

export function sourceNo(s: SourceRecord): string {
  return `HY${formatDate(s.publishMs).replaceAll('-', '')}${String(s.seq).padStart(4, '0')}`;
}

export function enterpriseOf(db: Db, id: string): EnterpriseRecord {
  return market(db).enterprises.find((e) => e.id === id)!;
}

/** Fen of the quantity at the unit price. */
export function freightOf(quantity: number, unitPrice: number): number {
  return Math.round(quantity * unitPrice);
}

export function sourceView(db: Db, s: SourceRecord, user: UserRecord | null): GoodsSource {
  return {
    id: s.id,
    sourceNo: sourceNo(s),
    kind: s.kind,
    status: s.status,
    origin: { ...s.origin },
    destination: { ...s.destination },
    distanceKm: s.distanceKm,
    goodsName: s.goodsName,
    unit: s.unit,
    totalQuantity: s.totalQuantity,
    remainingQuantity: s.remainingQuantity,
    vehicleLengths: [...s.vehicleLengths],
    vehicleTypes: [...s.vehicleTypes],
    loadingStart: formatDateTime(s.loadingStartMs),
    loadingEnd: formatDateTime(s.loadingEndMs),
    unloadingTime: textOf(s.unloadingMs),
    unitPrice: s.unitPrice,
    totalFreight: s.kind === 'whole' ? s.wholeFreight : freightOf(s.remainingQuantity, s.unitPrice),
    shipperName: enterpriseOf(db, s.enterpriseId).name,
    enterpriseId: s.enterpriseId,
    enterpriseOnly: s.enterpriseOnly,
    assignedToMe: user !== null && s.assignedTo === user.appUserId,
    publishTime: formatDateTime(s.publishMs),
  };
}

export function delegationSigned(db: Db, appUserId: string, enterpriseId: string): boolean {
  return (market(db).delegations[appUserId] ?? []).includes(enterpriseId);
}

export function detailView(db: Db, s: SourceRecord, user: UserRecord | null): GoodsSourceDetail {
  return {
    ...sourceView(db, s, user),
    goodsType: s.goodsType,
    packing: s.packing,
    loadingContact: { ...s.loadingContact },
    unloadingContact: { ...s.unloadingContact },
    lossAllowance: s.lossAllowance,
    settlement: s.settlement,
    remark: s.remark,
    needFence: s.needFence,
    fenceRadiusM: s.fenceRadiusM,
    needDelegation: s.needDelegation,
    delegationSigned: user !== null && delegationSigned(db, user.appUserId, s.enterpriseId),
    minQuantity: s.minQuantity,
  };
}

export function findSource(db: Db, id: unknown): SourceRecord {
  const wanted = typeof id === 'string' || typeof id === 'number' ? String(id).trim() : '';
  const found = market(db).sources.find((s) => s.id === wanted);
  if (!found) missing(m.sourceNotFound);
  return found;
}

/** Plaza lists show open sources only; enterprise-only ones on the enterprise's pages or to the assignee. */
export function listable(s: SourceRecord, user: UserRecord | null, enterpriseId?: string): boolean {
  if (s.status !== 'open') return false;
  const mine = user !== null && s.assignedTo === user.appUserId;
  if (s.assignedTo !== null && !mine) return false;
  if (enterpriseId !== undefined) return s.enterpriseId === enterpriseId;
  return !s.enterpriseOnly || mine;
}

export function enterpriseView(db: Db, e: EnterpriseRecord): Enterprise {
  const openSources = market(db).sources.filter(
    (s) => s.enterpriseId === e.id && s.status === 'open' && s.assignedTo === null,
  ).length;
  return { ...e, openSources };
}

/** Quantities have at most three decimals. */
export function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}
