/**
 * What the waybill area answers the areas below it (areas/slice.ts SandboxQueries, declared where
 * they are asked: supply/market/types.ts, account/vehicle/types.ts) and what it does when the
 * market anchors its clock (supply/market/clock.ts).
 */
import type { WaybillStatus } from '@/lib/contract/waybill/waybills';
import { TRUCK_BUSY_WAYBILL_STATUSES } from '@/lib/domain/waybill-status';
import { reject } from '../../../envelope';
import type { SliceAnswers, SliceListeners } from '../../slice';
import type { Db } from '../../../store/db';
import { carsOf } from '../../account/vehicle/records';
import { allWaybills, createWaybill, settlementOf, unfinishedOfCar, waybillView } from './records';
import { findWaybill } from './trip-rules';
import { waybillArea } from './types';

/** A market panel's state change: a truck carries one load at a time, and only its own driver's. */
function setWaybillStatus(db: Db, { id, status }: { id: string; status: WaybillStatus }) {
  const w = allWaybills(db).find((x) => x.id === id || x.waybillNo === id);
  if (!w) return null;
  // A truck carries one load at a time: it cannot be loading or on the road for two waybills.
  if (TRUCK_BUSY_WAYBILL_STATUSES.has(status)) {
    const busy = unfinishedOfCar(db, w.carNo);
    if (busy && busy !== w) reject(`车辆${w.carNo}有未完成运单 ${busy.waybillNo}`);
    // nor can a truck the driver no longer has take the load up again
    if (!carsOf(db, w.appUserId).some((c) => c.carNo === w.carNo))
      reject(`车辆${w.carNo}已不在该司机名下`);
  }
  w.status = status;
  return waybillView(db, w);
}

export const waybillAnswers: SliceAnswers = {
  truckBusy: unfinishedOfCar,
  createWaybill: (db, load) => {
    const { id, waybillNo } = createWaybill(db, load);
    return { id, waybillNo };
  },
  attachContract: (db, { waybillId, contractId }) => {
    const w = db.area(waybillArea).waybills.find((x) => x.id === waybillId);
    if (w) w.contractId = contractId;
  },
  findWaybill,
  waybillTerms: (db, waybillId) => {
    const w = db.area(waybillArea).waybills.find((x) => x.id === waybillId);
    return w ? { ...w, settlement: settlementOf(w) } : null;
  },
  waybillsOfUser: (db, appUserId) =>
    allWaybills(db)
      .filter((w) => w.appUserId === appUserId)
      .map((w) => waybillView(db, w)),
  setWaybillStatus,
};

export const waybillListeners: SliceListeners = {
  /** The market's first read turns the seeded offsets into times: the waybills' too. */
  marketAnchored: (db, at) => {
    for (const w of db.area(waybillArea).waybills) {
      w.createMs += at;
      w.loadingStartMs += at;
      w.loadingEndMs += at;
      if (w.unloadingMs !== null) w.unloadingMs += at;
    }
  },
};
