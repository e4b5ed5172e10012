/**
 * Taking a source (grab or receive an assigned one): every gate re-checked, then the waybill and
 * its unsigned KJ contract are created and the source's remaining quantity lowered. Handlers run
 * one at a time, so of two drivers racing for the last load the second finds it gone.
 */
import type { GrabResult } from '@/lib/contract/supply/market';
import { reject } from '../../../envelope';
import type { RouteContext } from '../../../router';
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
  const price = quote(s, quantity);
  const ent = enterpriseOf(db, s.enterpriseId);

  s.remainingQuantity = round3(s.remainingQuantity - quantity);
  if (s.remainingQuantity <= 0) {
    s.remainingQuantity = 0;
    s.status = 'full';
  }
  const waybill = db.ask('createWaybill', {
    appUserId: user.appUserId,
    kind: s.kind,
    sourceId: s.id,
    origin: { ...s.origin },
    destination: { ...s.destination },
    distanceKm: s.distanceKm,
    goodsName: s.goodsName,
    unit: s.unit,
    quantity,
    carNo: car.carNo,
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
    appUserId: user.appUserId,
    waybillId: waybill.id,
    waybillNo: waybill.waybillNo,
    enterpriseId: ent.id,
    partyName: ent.name,
  });
  db.ask('attachContract', { waybillId: waybill.id, contractId: contract.id });
  ctx.log(
    `[sandbox] ${assigned ? 'receive' : 'grab'} ${s.id} by ${user.mobile} (${car.carNo}): ` +
      `${quantity}${unitLabel(s.unit)} → ${waybill.waybillNo}, left ${s.remainingQuantity}`,
  );
  return { waybillId: waybill.id, waybillNo: waybill.waybillNo, contractId: contract.id };
}
