/**
 * Taking a source (grab or receive an assigned one): every gate re-checked, then the waybill and
 * its unsigned KJ contract are created and the source's remaining quantity lowered. Handlers run
 * one at a time, so of two drivers racing for the last load the second finds it gone.
 */
import type { GrabResult } from '@/lib/contract/supply/market';
import { reject } from '../../../envelope';
import type { RouteContext } from '../../../router';
import type { Db } from '../../../store/db';
import { createContract } from '../e-contract/records';
import { market } from './clock';
import { fenceCheck } from './fence';
import { supplyMessages as m, unitLabel } from './messages';
import { delegationSigned, enterpriseOf, findSource, round3 } from './records';
import {
  blacklistedBy,
  carProblem,
  checkDriver,
  checkLoadingWindow,
  checkQuantity,
  ownCarByNo,
  quote,
} from './rules';
import type { SourceKind } from '@/lib/contract/supply/load';
import type { SourceRecord } from './types';

/** How long a fence check found inside stands for the grab. */
const FENCE_PASS_MS = 10 * 60_000;

export interface GrabInput {
  sourceId?: unknown;
  carNo?: unknown;
  quantity?: unknown;
}

export function take(
  ctx: RouteContext,
  req: GrabInput,
  kind: SourceKind,
  assigned: boolean,
): GrabResult {
  const user = ctx.me();
  const { db } = ctx;
  const s = findSource(db, req.sourceId);
  if (s.kind !== kind) reject(m.sourceNotFound);
  if (s.status === 'closed') reject(m.sourceClosed);
  if (s.status === 'full') reject(m.soldOut);
  if (assigned && s.assignedTo !== user.appUserId) reject(m.notAssignedToMe);
  if (!assigned && s.assignedTo !== null && s.assignedTo !== user.appUserId)
    reject(m.assignedToOther);
  checkDriver(db, user);
  checkLoadingWindow(db, s);
  const car = ownCarByNo(db, user, req.carNo);
  const problem = carProblem(db, car, s);
  const busy = db.ask('truckBusy', car.carNo);
  if (busy) reject(`${m.crossOrder}（${busy.waybillNo}）`);
  if (problem) reject(m.carNotUsable(car.carNo, problem));
  const shipper = blacklistedBy(db, user, s);
  if (shipper) reject(m.blacklisted(shipper));
  if (s.needFence) {
    const passed = market(db).fencePasses[`${user.appUserId}:${s.id}`];
    if (passed === undefined || db.now() - passed > FENCE_PASS_MS) {
      const fence = fenceCheck(s, ctx.request);
      if (!fence.inside) reject(m.outsideFence(fence.distanceM));
    }
  }
  if (s.needDelegation && !delegationSigned(db, user.appUserId, s.enterpriseId)) {
    reject(m.delegationRequired);
  }
  const quantity = checkQuantity(s, req.quantity, car);
  const taken = handOver(db, s, user.appUserId, car.carNo, quantity);
  ctx.log(
    `[sandbox] ${assigned ? 'receive' : 'grab'} ${s.id} by ${user.mobile} (${car.carNo}): ` +
      `${quantity}${unitLabel(s.unit)} → ${taken.waybillNo}, left ${s.remainingQuantity}`,
  );
  return taken;
}

/**
 * A load handed to a driver's truck, however it was decided (his grab, or the shipper's dispatch in
 * the 运输 panel): the source's remaining quantity lowered, the waybill made and its unsigned KJ
 * contract attached.
 */
export function handOver(
  db: Db,
  s: SourceRecord,
  appUserId: string,
  carNo: string,
  quantity: number,
): GrabResult {
  const price = quote(s, quantity);
  const ent = enterpriseOf(db, s.enterpriseId);
  s.remainingQuantity = round3(s.remainingQuantity - quantity);
  if (s.remainingQuantity <= 0) {
    s.remainingQuantity = 0;
    s.status = 'full';
  }
  const waybill = db.ask('createWaybill', {
    appUserId,
    kind: s.kind,
    sourceId: s.id,
    origin: { ...s.origin },
    destination: { ...s.destination },
    distanceKm: s.distanceKm,
    goodsName: s.goodsName,
    unit: s.unit,
    quantity,
    carNo,
    shipperName: ent.name,
    enterpriseId: ent.id,
    loadingStartMs: s.loadingStartMs,
    loadingEndMs: s.loadingEndMs,
    unloadingMs: s.unloadingMs,
    freightTotal: price.freight,
    contractId: '',
  });
  const contract = createContract(db, {
    kind: 'KJ',
    appUserId,
    waybillId: waybill.id,
    waybillNo: waybill.waybillNo,
    enterpriseId: ent.id,
    partyName: ent.name,
  });
  db.ask('attachContract', { waybillId: waybill.id, contractId: contract.id });
  return { waybillId: waybill.id, waybillNo: waybill.waybillNo, contractId: contract.id };
}
