/**
 * The gates of taking a source, shared by the H5 and the sandbox (as fuel.ts is) so the conditions
 * screen and the server judge the same facts the same way: real name, driving licence, the
 * road-transport qualification certificate, a certified vehicle of the type the source asks for
 * that can carry one load, the shipper's blacklist and the loading window. The rules answer codes;
 * each side words them in its own catalogue. Dates are platform time text (`YYYY-MM-DD HH:mm:ss`),
 * compared as text.
 */
import type { BlacklistRecord } from '@/lib/contract/me/blacklist';
import type { CarLicense, DriverLicenseVO } from '@/lib/contract/account/license';
import type { GoodsSourceDetail } from '@/lib/contract/supply/market';
import type { QuantityUnit } from '@/lib/contract/supply/load';
import { CertificationStatus, toCertificationStatus } from './certification';

export type RealNameProblem = 'none' | 'pending' | 'failed';
export type LicenceProblem = 'none' | 'pending' | 'rejected' | 'expired';
export type QualificationProblem = 'none' | 'expired';
/** Why one vehicle cannot take one source (busy with a waybill is the server's cross-order check). */
export type VehicleProblem = 'pending' | 'uncertified' | 'expired' | 'wrongType' | 'tooSmall';

export type GrabDriverLicence = Pick<
  DriverLicenseVO,
  'approvalStatus' | 'validTo' | 'qualificationCertificateNo' | 'qualificationValidTo'
>;
export type GrabVehicle = Pick<
  CarLicense,
  | 'carNo'
  | 'approvalStatus'
  | 'vehicleType'
  | 'loadWeight'
  | 'roadTransportValidTo'
  | 'drivingLicenseValidTo'
>;
export type GrabSource = Pick<
  GoodsSourceDetail,
  | 'kind'
  | 'unit'
  | 'vehicleTypes'
  | 'minQuantity'
  | 'remainingQuantity'
  | 'totalQuantity'
  | 'shipperName'
  | 'loadingEnd'
>;
export type GrabBlacklistEntry = Pick<BlacklistRecord, 'enterpriseName' | 'restrictGrab'>;

export interface GrabFacts {
  certificationStatus: unknown;
  licence: GrabDriverLicence | null;
  vehicles: readonly GrabVehicle[];
  blacklist: readonly GrabBlacklistEntry[];
  source: GrabSource;
  /** Platform time now, `YYYY-MM-DD HH:mm:ss`. */
  now: string;
}

const APPROVED = 20;
const PENDING = 10;
const dayOf = (now: string) => now.slice(0, 10);
/** A `YYYY-MM-DD` end date is valid through that day; empty or missing counts as no end. */
const expired = (validTo: string | null | undefined, now: string) =>
  Boolean(validTo) && validTo! < dayOf(now);

export function realNameProblem(status: unknown): RealNameProblem | null {
  const s = toCertificationStatus(status);
  if (s === CertificationStatus.Certified) return null;
  if (s === CertificationStatus.NotCertified) return 'none';
  return s === CertificationStatus.Failed ? 'failed' : 'pending';
}

export function licenceProblem(
  licence: GrabDriverLicence | null,
  now: string,
): LicenceProblem | null {
  if (!licence) return 'none';
  if (licence.approvalStatus === PENDING) return 'pending';
  if (licence.approvalStatus !== APPROVED) return 'rejected';
  return expired(licence.validTo, now) ? 'expired' : null;
}

export function qualificationProblem(
  licence: GrabDriverLicence | null,
  now: string,
): QualificationProblem | null {
  if (!licence?.qualificationCertificateNo?.trim()) return 'none';
  return expired(licence.qualificationValidTo, now) ? 'expired' : null;
}

/** What one vehicle may carry in the source's unit; null where the platform does not limit it (方). */
export function vehicleCapacity(car: Pick<GrabVehicle, 'loadWeight'>, unit: QuantityUnit) {
  return unit === 'ton' ? car.loadWeight / 1000 : null;
}

/** The least one truck takes: a whole load, or the bulk minimum (the last part may be smaller). */
function smallestLoad(source: GrabSource): number {
  return source.kind === 'whole'
    ? source.totalQuantity
    : Math.min(source.minQuantity, source.remainingQuantity);
}

const floor3 = (n: number) => Math.floor(n * 1000 + 1e-6) / 1000;

/** The most this vehicle may take of the source now: what remains, capped by what it carries. */
export function maxQuantityFor(source: GrabSource, car: Pick<GrabVehicle, 'loadWeight'> | null) {
  const capacity = car ? vehicleCapacity(car, source.unit) : null;
  const rest = source.kind === 'whole' ? source.totalQuantity : source.remainingQuantity;
  return capacity === null ? rest : Math.min(rest, floor3(capacity));
}

const certifiedProblem = (car: GrabVehicle, now: string): VehicleProblem | null => {
  if (car.approvalStatus === PENDING) return 'pending';
  if (car.approvalStatus !== APPROVED) return 'uncertified';
  return expired(car.roadTransportValidTo, now) || expired(car.drivingLicenseValidTo, now)
    ? 'expired'
    : null;
};
const typeFits = (car: GrabVehicle, source: GrabSource) =>
  source.vehicleTypes.length === 0 || source.vehicleTypes.includes(car.vehicleType);
const carries = (car: GrabVehicle, source: GrabSource) => {
  const capacity = vehicleCapacity(car, source.unit);
  return capacity === null || capacity >= smallestLoad(source);
};

export function vehicleProblem(
  car: GrabVehicle,
  source: GrabSource,
  now: string,
): VehicleProblem | null {
  const certified = certifiedProblem(car, now);
  if (certified) return certified;
  if (!typeFits(car, source)) return 'wrongType';
  return carries(car, source) ? null : 'tooSmall';
}

/** The shipper of the source has stopped this driver from grabbing its goods. */
export function isBlacklisted(list: readonly GrabBlacklistEntry[], shipperName: string): boolean {
  return list.some((r) => r.restrictGrab === 1 && r.enterpriseName === shipperName);
}

export function loadingWindowClosed(source: Pick<GrabSource, 'loadingEnd'>, now: string) {
  return source.loadingEnd !== '' && source.loadingEnd < now;
}

/**
 * One gate of the conditions screen. `problem` null: met. `blocked`: it cannot be judged until an
 * earlier vehicle gate is met (no certified vehicle: its type cannot be judged).
 */
export type GrabGate =
  | { key: 'realName'; problem: RealNameProblem | null }
  | { key: 'licence'; problem: LicenceProblem | null }
  | { key: 'qualification'; problem: QualificationProblem | null }
  | {
      key: 'vehicle';
      problem: 'none' | 'pending' | 'uncertified' | 'expired' | null;
      /** Certified vehicles in date. */
      count: number;
    }
  | { key: 'vehicleType'; problem: 'wrongType' | null; blocked: boolean; types: string[] }
  | {
      key: 'capacity';
      problem: 'tooSmall' | null;
      blocked: boolean;
      /** The least one truck takes, and the largest capacity among fitting vehicles. */
      needed: number;
      largest: number | null;
    }
  | { key: 'blacklist'; problem: 'blacklisted' | null; shipperName: string }
  | { key: 'loadingWindow'; problem: 'closed' | null; loadingEnd: string };

export type GrabGateKey = GrabGate['key'];

function vehicleGates(facts: GrabFacts): GrabGate[] {
  const { vehicles, source, now } = facts;
  const verdicts = vehicles.map((car) => ({ car, problem: certifiedProblem(car, now) }));
  const certified = verdicts.filter((v) => v.problem === null).map((v) => v.car);
  const fitting = certified.filter((car) => typeFits(car, source));
  const capacities = fitting.map((car) => vehicleCapacity(car, source.unit));
  const largest =
    capacities.length === 0 || capacities.includes(null)
      ? null
      : Math.max(...(capacities as number[]));
  const firstOf = (p: VehicleProblem) => verdicts.some((v) => v.problem === p);
  const why =
    vehicles.length === 0
      ? 'none'
      : firstOf('expired')
        ? 'expired'
        : firstOf('pending')
          ? 'pending'
          : 'uncertified';
  return [
    { key: 'vehicle', problem: certified.length > 0 ? null : why, count: certified.length },
    {
      key: 'vehicleType',
      problem: certified.length > 0 && fitting.length === 0 ? 'wrongType' : null,
      blocked: certified.length === 0,
      types: [...source.vehicleTypes],
    },
    {
      key: 'capacity',
      problem:
        fitting.length > 0 && !fitting.some((car) => carries(car, source)) ? 'tooSmall' : null,
      blocked: fitting.length === 0,
      needed: smallestLoad(source),
      largest,
    },
  ];
}

/** Every gate, in the order the conditions screen lists them. */
export function grabGates(facts: GrabFacts): GrabGate[] {
  return [
    { key: 'realName', problem: realNameProblem(facts.certificationStatus) },
    { key: 'licence', problem: licenceProblem(facts.licence, facts.now) },
    { key: 'qualification', problem: qualificationProblem(facts.licence, facts.now) },
    ...vehicleGates(facts),
    {
      key: 'blacklist',
      problem: isBlacklisted(facts.blacklist, facts.source.shipperName) ? 'blacklisted' : null,
      shipperName: facts.source.shipperName,
    },
    {
      key: 'loadingWindow',
      problem: loadingWindowClosed(facts.source, facts.now) ? 'closed' : null,
      loadingEnd: facts.source.loadingEnd,
    },
  ];
}

/** A gate that is met (a blocked one is not judged yet, so it is not met). */
export function gateMet(gate: GrabGate): boolean {
  return gate.problem === null && !('blocked' in gate && gate.blocked);
}

/** A standard full load when the driver's own truck is not known: 40 吨, or 30 方. */
const STANDARD_TRUCKLOAD: Record<QuantityUnit, number> = { ton: 40, cubic: 30 };

/**
 * What one truck takes of a source: the whole load, or what remains capped by the truck's capacity
 * (a standard full load when the truck is not known).
 */
export function truckloadQuantity(
  source: Pick<GrabSource, 'kind' | 'unit' | 'remainingQuantity' | 'totalQuantity'>,
  capacity: number | null = STANDARD_TRUCKLOAD[source.unit],
): number {
  if (source.kind === 'whole') return source.totalQuantity;
  return capacity === null
    ? source.remainingQuantity
    : Math.min(source.remainingQuantity, floor3(capacity));
}

/**
 * Fen one truck earns of a source (before the service fee): the whole load's freight, or the
 * truckload at the unit price, rounded to the fen as the server's quote does.
 */
export function truckloadFreight(
  source: Pick<
    GoodsSourceDetail,
    'kind' | 'unit' | 'remainingQuantity' | 'totalQuantity' | 'unitPrice' | 'totalFreight'
  >,
  capacity?: number | null,
): number {
  if (source.kind === 'whole') return source.totalFreight;
  return Math.round(truckloadQuantity(source, capacity) * source.unitPrice);
}
