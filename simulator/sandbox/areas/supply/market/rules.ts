/** The gates of a grab, checked on the server: driver, licence, vehicle, blacklist, cross-order, quantity. */
import type { CarLicense } from '@/lib/contract/account/license';
import type { FreightQuote, VehicleChoice } from '@/lib/contract/supply/market';
import {
  isBlacklisted,
  licenceProblem,
  loadingWindowClosed,
  qualificationProblem,
  realNameProblem,
  vehicleCapacity,
  vehicleProblem,
  type GrabSource,
  type VehicleProblem,
} from '@/lib/domain/grab-gates';
import { settleFreight } from '@/lib/domain/settlement';
import { reject } from '../../../envelope';
import type { Db } from '../../../store/db';
import { formatDateTime } from '../../../store/time';
import type { UserRecord } from '../../account/auth/types';
import { blacklistArea } from '../../me/blacklist/types';
import { certificationStatusOf } from '../../account/identity/records';
import { driverLicenseOf } from '../../account/license/records';
import { carsOf } from '../../account/vehicle/records';
import { supplyMessages as m, unitLabel } from './messages';
import { enterpriseOf, freightOf, round3 } from './records';
import type { SourceRecord } from './types';

export function ownCarByNo(db: Db, user: UserRecord, carNo: unknown): CarLicense {
  const plate = typeof carNo === 'string' ? carNo.trim().toUpperCase() : '';
  const car = carsOf(db, user.appUserId).find((c) => c.carNo.toUpperCase() === plate);
  if (!car) reject(m.carNotYours);
  return car;
}

const nowText = (db: Db) => formatDateTime(db.now());

/** The source as the shared gate rules read it (the same fields the H5 reads from its detail). */
function gateSource(db: Db, s: SourceRecord): GrabSource {
  return {
    kind: s.kind,
    unit: s.unit,
    vehicleTypes: s.vehicleTypes,
    minQuantity: s.minQuantity,
    remainingQuantity: s.remainingQuantity,
    totalQuantity: s.totalQuantity,
    shipperName: enterpriseOf(db, s.enterpriseId).name,
    loadingEnd: formatDateTime(s.loadingEndMs),
  };
}

const VEHICLE_WHY: Record<VehicleProblem, string> = {
  pending: m.carPending,
  uncertified: m.carUncertified,
  expired: m.carExpired,
  wrongType: m.carWrongType,
  tooSmall: m.carTooSmall,
};

/** Why this vehicle cannot take this source, or null. */
export function carProblem(db: Db, car: CarLicense, s: SourceRecord): string | null {
  const problem = vehicleProblem(car, gateSource(db, s), nowText(db));
  if (problem) return VEHICLE_WHY[problem];
  const busy = db.ask('truckBusy', car.carNo);
  return busy ? m.carBusy(busy.waybillNo) : null;
}

export function vehicleChoices(db: Db, user: UserRecord, s: SourceRecord): VehicleChoice[] {
  return carsOf(db, user.appUserId).map((car) => {
    const reason = carProblem(db, car, s);
    return {
      carNo: car.carNo,
      vehicleType: car.vehicleType,
      loadWeight: car.loadWeight,
      usable: reason === null,
      reason,
      isDefault: car.isDefault,
    };
  });
}

/** The shipper's blacklist entry that stops the driver from carrying its goods. */
export function blacklistedBy(db: Db, user: UserRecord, s: SourceRecord): string | null {
  const shipper = enterpriseOf(db, s.enterpriseId).name;
  const records = db.area(blacklistArea).records[user.appUserId] ?? [];
  return isBlacklisted(records, shipper) ? shipper : null;
}

/** Real name 1, licence approved 20 and in date, the qualification certificate uploaded and in date. */
export function checkDriver(db: Db, user: UserRecord): void {
  if (realNameProblem(certificationStatusOf(db, user.appUserId))) reject(m.realNameRequired);
  const licence = driverLicenseOf(db, user.appUserId);
  const now = nowText(db);
  const lp = licenceProblem(licence, now);
  if (lp) reject(lp === 'expired' ? m.licenceExpired : m.licenceRequired);
  const qp = qualificationProblem(licence, now);
  if (qp) reject(qp === 'expired' ? m.qualificationExpired : m.qualificationRequired);
}

/** The loading window has closed: nobody can still load on time. */
export function checkLoadingWindow(db: Db, s: SourceRecord): void {
  if (loadingWindowClosed(gateSource(db, s), nowText(db))) reject(m.loadingClosed);
}

const quantityText = (q: number, s: SourceRecord) => `${round3(q)}${unitLabel(s.unit)}`;

/**
 * A bulk quantity the driver may take now (whole sources: the whole quantity); with the vehicle,
 * no more than it may carry.
 */
export function checkQuantity(s: SourceRecord, raw: unknown, car?: CarLicense): number {
  if (s.kind === 'whole') return s.totalQuantity;
  const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
  const q = Number(text);
  if (text === '' || !Number.isFinite(q) || q <= 0) reject(m.quantityInvalid);
  if (round3(q) !== q) reject(m.quantityDecimals);
  if (s.remainingQuantity <= 0) reject(m.soldOut);
  if (q > s.remainingQuantity)
    reject(m.quantityOverRemaining(quantityText(s.remainingQuantity, s)));
  // The last part of a source may be smaller than the minimum: then it is taken whole.
  const min = Math.min(s.minQuantity, s.remainingQuantity);
  if (q < min) reject(m.quantityBelowMin(quantityText(min, s)));
  const capacity = car ? vehicleCapacity(car, s.unit) : null;
  if (capacity !== null && q > capacity) reject(m.quantityOverLoad(quantityText(capacity, s)));
  return q;
}

export function quote(s: SourceRecord, quantity: number): FreightQuote {
  const freight = s.kind === 'whole' ? s.wholeFreight : freightOf(quantity, s.unitPrice);
  const { serviceFee, receivable } = settleFreight(freight);
  return { quantity, unitPrice: s.unitPrice, freight, serviceFee, payable: receivable };
}
