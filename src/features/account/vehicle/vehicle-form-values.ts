/**
 * The add / re-certify form's values, their rules (§5 plate; the rest is this project's reading of a
 * vehicle licence) and the conversions to and from the contract's shapes.
 */
import type { UploadedImage } from '@/components/image-uploader';
import type { CarLicense } from '@/lib/contract/account/license';
import type { CarDetail, CarSaveRequest } from '@/lib/contract/account/vehicle';
import { formatDate } from '@/lib/domain/dates';
import { checkPlate } from '@/lib/domain/plate';
import { loadFitsType, vehicleClassOf } from '@/lib/domain/vehicle-class';
import { vehicleMessages as t } from './messages';

export interface VehicleFormValues {
  /** Set when re-submitting one of the driver's vehicles. */
  id?: string;
  carNo: string;
  newEnergy: boolean;
  plateColor: string;
  /** Dict label, as CarLicense keeps it. */
  vehicleType: string;
  energyType: string;
  vehicleOwner: string;
  vin: string;
  /** As typed; digits only once valid. */
  loadWeight: string;
  roadTransportNo: string;
  roadTransportValidTo: string;
  drivingLicenseValidTo: string;
  drivingLicensePhoto: UploadedImage[];
  roadTransportPhoto: UploadedImage[];
}

export const EMPTY_VEHICLE: VehicleFormValues = {
  carNo: '',
  newEnergy: false,
  plateColor: '',
  vehicleType: '',
  energyType: '',
  vehicleOwner: '',
  vin: '',
  loadWeight: '',
  roadTransportNo: '',
  roadTransportValidTo: '',
  drivingLicenseValidTo: '',
  drivingLicensePhoto: [],
  roadTransportPhoto: [],
};

/** How far ahead a validity can be picked: certificates run for years, not decades. */
export const VALIDITY_YEARS = 10;

const VIN = /^[A-HJ-NP-Z0-9]{17}$/;
const ROAD_TRANSPORT_NO = /^[0-9A-Za-z]{6,20}$/;
const LOAD = /^\d{1,6}$/;

const required = (label: string) => (v: string) => (v.trim() === '' ? t.required(label) : null);
const chosen = (label: string) => (v: string) => (v === '' ? t.choose(label) : null);
const photo = (label: string) => (v: UploadedImage[]) => (v.length === 0 ? t.upload(label) : null);
const notPast = (label: string) => (v: string) => {
  if (v === '') return t.choose(label);
  return v < formatDate(new Date()) ? t.dateExpired : null;
};

export const vehicleRules = {
  carNo: (v: string, all: VehicleFormValues) =>
    v === '' ? t.platePlaceholder : checkPlate(v, { newEnergy: all.newEnergy }),
  plateColor: chosen(t.plateColor),
  vehicleType: chosen(t.vehicleType),
  energyType: chosen(t.energyType),
  vehicleOwner: required(t.owner),
  vin: (v: string) => required(t.vin)(v) ?? (VIN.test(v) ? null : t.vinInvalid),
  loadWeight: (v: string, all: VehicleFormValues) => {
    if (v.trim() === '') return t.required(t.load);
    const kg = Number(v);
    if (!LOAD.test(v) || kg < 1 || kg > 100_000) return t.loadInvalid;
    // what a vehicle of the chosen type can carry (lib/domain/vehicle-class.ts)
    const cls = vehicleClassOf(all.vehicleType);
    return cls && !loadFitsType(all.vehicleType, kg)
      ? t.loadOverClass(cls.label, cls.maxLoadKg)
      : null;
  },
  roadTransportNo: (v: string) =>
    required(t.roadTransportNo)(v) ?? (ROAD_TRANSPORT_NO.test(v) ? null : t.roadTransportNoInvalid),
  roadTransportValidTo: notPast(t.roadTransportValidTo),
  drivingLicenseValidTo: notPast(t.drivingLicenseValidTo),
  drivingLicensePhoto: photo(t.drivingLicensePhoto),
  roadTransportPhoto: photo(t.roadTransportPhoto),
};

/** An uploaded-file item for a url the server already has (prefill from a saved vehicle). */
function savedImage(url: string | null | undefined): UploadedImage[] {
  if (!url) return [];
  return [{ url, urlorigin: url, status: 'done', message: '上传完成', isImage: true }];
}

/** The fields of a known vehicle that prefill the form (the plate and photos stay the driver's). */
export function prefillFrom(car: CarLicense): Partial<VehicleFormValues> {
  return {
    plateColor: car.plateColor,
    vehicleType: car.vehicleType,
    energyType: car.energyType,
    vehicleOwner: car.vehicleOwner,
    vin: car.vin,
    loadWeight: String(car.loadWeight),
    roadTransportNo: car.roadTransportNo,
    roadTransportValidTo: car.roadTransportValidTo,
    drivingLicenseValidTo: car.drivingLicenseValidTo,
  };
}

/** One of the driver's own vehicles, re-submitted: everything, photos included. */
export function valuesOf(car: CarDetail): VehicleFormValues {
  return {
    ...EMPTY_VEHICLE,
    ...prefillFrom(car),
    id: car.id,
    carNo: car.carNo,
    newEnergy: Array.from(car.carNo).length === 8,
    drivingLicensePhoto: savedImage(car.drivingLicenseFrontUrl),
    roadTransportPhoto: savedImage(car.roadTransportUrl),
  };
}

export function toSaveRequest(v: VehicleFormValues): CarSaveRequest {
  return {
    ...(v.id ? { id: v.id } : {}),
    carNo: v.carNo,
    plateColor: v.plateColor,
    vehicleType: v.vehicleType,
    energyType: v.energyType,
    vehicleOwner: v.vehicleOwner.trim(),
    useCharacter: '货运',
    vin: v.vin,
    loadWeight: Number(v.loadWeight),
    roadTransportNo: v.roadTransportNo,
    roadTransportValidTo: v.roadTransportValidTo,
    drivingLicenseValidTo: v.drivingLicenseValidTo,
    drivingLicenseFrontUrl: v.drivingLicensePhoto[0]?.url ?? '',
    roadTransportUrl: v.roadTransportPhoto[0]?.url ?? '',
  };
}

/** True when every rule passes (the confirm screen re-checks a draft read back from storage). */
export function isComplete(v: VehicleFormValues): boolean {
  return (Object.keys(vehicleRules) as (keyof typeof vehicleRules)[]).every(
    (k) =>
      (vehicleRules[k] as (x: unknown, all: VehicleFormValues) => string | null)(v[k], v) === null,
  );
}
