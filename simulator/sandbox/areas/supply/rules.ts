/** The gates of a grab, checked on the server: driver, licence, vehicle, blacklist, cross-order, quantity. */
import type { CarLicense } from '@/lib/contract/license';
import type { FreightQuote, VehicleChoice } from '@/lib/contract/supply';
import { reject } from '../../envelope';
import type { Db } from '../../store/db';
import { formatDate } from '../../store/time';
import type { UserRecord } from '../account/types';
import { blacklistArea } from '../blacklist/types';
import { certificationStatusOf } from '../identity/records';
import { driverLicenseOf } from '../license/records';
import { carsOf } from '../vehicle/records';
import { unfinishedOfCar } from '../waybill/records';
import { SERVICE_FEE_RATE } from './catalog';
import { supplyMessages as m, unitLabel } from './messages';
import { enterpriseOf, freightOf, round3 } from './records';
import type { SourceRecord } from './types';

export function ownCarByNo(db: Db, user: UserRecord, carNo: unknown): CarLicense {
  const plate = typeof carNo === 'string' ? carNo.trim().toUpperCase() : '';
  const car = carsOf(db, user.appUserId).find((c) => c.carNo.toUpperCase() === plate);
  if (!car) reject(m.carNotYours);
  return car;
}

function carExpired(db: Db, car: CarLicense): boolean {
  const today = formatDate(db.now());
  return car.roadTransportValidTo < today || car.drivingLicenseValidTo < today;
}

/** Why this vehicle cannot take this source, or null. */
export function carProblem(db: Db, car: CarLicense, s: SourceRecord): string | null {
  if (car.approvalStatus === 10) return m.carPending;
  if (car.approvalStatus !== 20) return m.carUncertified;
  if (carExpired(db, car)) return m.carExpired;
  if (s.vehicleTypes.length > 0 && !s.vehicleTypes.includes(car.vehicleType)) return m.carWrongType;
  const needed = s.kind === 'whole' ? s.totalQuantity : s.minQuantity;
  if (s.unit === 'ton' && car.loadWeight < needed * 1000) return m.carTooSmall;
  const busy = unfinishedOfCar(db, car.carNo);
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
  return records.some((r) => r.restrictGrab === 1 && r.enterpriseName === shipper) ? shipper : null;
}

/** Real name 1, licence approved 20 and not expired. */
export function checkDriver(db: Db, user: UserRecord): void {
  if (certificationStatusOf(db, user.appUserId) !== 1) reject(m.realNameRequired);
  const licence = driverLicenseOf(db, user.appUserId);
  if (!licence || licence.approvalStatus !== 20) reject(m.licenceRequired);
  if (licence.validTo < formatDate(db.now())) reject(m.licenceExpired);
}

const quantityText = (q: number, s: SourceRecord) => `${round3(q)}${unitLabel(s.unit)}`;

/** A bulk quantity the driver may take now (whole sources: the whole quantity). */
export function checkQuantity(s: SourceRecord, raw: unknown): number {
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
  return q;
}

export function quote(s: SourceRecord, quantity: number): FreightQuote {
  const freight = s.kind === 'whole' ? s.wholeFreight : freightOf(quantity, s.unitPrice);
  const serviceFee = Math.round(freight * SERVICE_FEE_RATE);
  return { quantity, unitPrice: s.unitPrice, freight, serviceFee, payable: freight - serviceFee };
}
