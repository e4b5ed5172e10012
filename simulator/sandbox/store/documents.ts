/** Seeded documents of one person: identity card, driving licence, vehicles, notices, attachments. */
import type { CertificationStatus } from '@/lib/contract/account/auth';
import type { IdentityInfo } from '@/lib/contract/account/identity';
import type { CarLicense, DriverLicenseVO, OtherAttachment } from '@/lib/contract/account/license';
import type { NotifyInfo } from '@/lib/contract/me/messages';
import { DICTIONARIES, NOTICE_TEMPLATES } from './catalog';
import * as people from './people';
import { vehicleClassOf } from '@/lib/domain/vehicle-class';
import type { Rng } from './prng';
import type { DistrictPath } from './regions';
import { DAY_MS, formatDate, formatDateTime } from './time';

function dateDaysFrom(baseMs: number, days: number): string {
  return formatDate(baseMs + days * DAY_MS);
}

export interface Person {
  name: string;
  male: boolean;
  place: DistrictPath;
  idNumber: string;
}

export function person(rng: Rng): Person {
  const place = people.district(rng);
  const male = rng.next() < 0.9;
  return {
    name: people.chineseName(rng),
    male,
    place,
    idNumber: people.idNumber(rng, place, male),
  };
}

export function fileUrl(kind: string, id: string): string {
  return `/__sandbox/files/${kind}-${id}.jpg`;
}

export function identityOf(
  p: Person,
  rng: Rng,
  appUserId: string,
  status: CertificationStatus,
  epochMs: number,
): IdentityInfo {
  const id = p.idNumber;
  const validFrom = dateDaysFrom(epochMs, -rng.int(100, 3000));
  return {
    name: p.name,
    certificateNumber: id,
    address: people.address(rng, p.place),
    certificationStatus: status,
    gender: p.male ? '男' : '女',
    birthday: `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`,
    nation: '汉',
    issuingAuthority: `${p.place.city.name}公安局${p.place.district.name}分局`,
    validFrom,
    validTo: `${Number(validFrom.slice(0, 4)) + 20}${validFrom.slice(4)}`,
    idCardFrontUrl: fileUrl('idcard-front', appUserId),
    idCardBackUrl: fileUrl('idcard-back', appUserId),
  };
}

export function licenceOf(
  p: Person,
  rng: Rng,
  appUserId: string,
  epochMs: number,
): DriverLicenseVO {
  const validFrom = dateDaysFrom(epochMs, -rng.int(100, 1500));
  return {
    id: `DL${appUserId}`,
    name: p.name,
    driverLicenseNo: p.idNumber,
    quasiDrivingType: rng.pick(['A2', 'A2', 'B2', 'A1']),
    issuingAuthority: `${p.place.province.name}${p.place.city.name}公安局交通警察支队`,
    firstIssueDate: dateDaysFrom(epochMs, -rng.int(3000, 6000)),
    validFrom,
    validTo: `${Number(validFrom.slice(0, 4)) + 10}${validFrom.slice(4)}`,
    driverLicenseFrontUrl: fileUrl('driver-license-front', appUserId),
    driverLicenseBackUrl: fileUrl('driver-license-back', appUserId),
    qualificationCertificateNo: p.idNumber,
    qualificationCertificateUrl: fileUrl('qualification', appUserId),
    qualificationValidTo: dateDaysFrom(epochMs, rng.int(2500, 3500)),
    approvalStatus: 20,
    approvalOpinion: null,
    createTime: formatDateTime(epochMs - rng.int(10, 90) * DAY_MS),
  };
}

/** The dictionary's 重型半挂牵引车: what the bulk market's 30-odd-ton loads are hauled with. */
const TRACTOR = DICTIONARIES.vehicleType!.find((t) => vehicleClassOf(t.label)?.key === 'tractor')!;

/**
 * One vehicle of a person's fleet (`index` in it). A driver's first three vehicles are tractors with
 * semi-trailers (the seeded waybills and the market's loads are 30–34 t); a larger fleet (the
 * captain's) has every type of the dictionary. The rated load is drawn within the type's class
 * (src/lib/domain/vehicle-class.ts), in steps of 100 kg. One draw each for the type and the load,
 * whatever the type, so the draws after them do not move.
 */
export function makeCar(
  rng: Rng,
  id: string,
  owner: string,
  place: DistrictPath,
  index: number,
  epochMs: number,
  tractor: boolean = index < 3,
): CarLicense {
  const drawn = rng.pick(DICTIONARIES.vehicleType!);
  const vehicleType = tractor ? TRACTOR : drawn;
  const [minKg, maxKg] = vehicleClassOf(vehicleType.label)!.typicalKg;
  return {
    id,
    carNo: people.plate(rng, place),
    plateColor: '2',
    vehicleType: vehicleType.label,
    energyType: 'B',
    vehicleOwner: owner,
    useCharacter: '货运',
    vin: people.vin(rng),
    loadWeight: rng.int(minKg / 100, maxKg / 100) * 100,
    roadTransportNo: `${place.district.code}${rng.digits(6)}`,
    roadTransportValidTo: dateDaysFrom(epochMs, rng.int(2500, 3500)),
    drivingLicenseValidTo: dateDaysFrom(epochMs, rng.int(2500, 3500)),
    drivingLicenseFrontUrl: fileUrl('driving-license', id),
    approvalStatus: 20,
    isDefault: index === 0,
  };
}

export function noticesOf(
  rng: Rng,
  appUserId: string,
  count: number,
  unread: number,
  epochMs: number,
): NotifyInfo[] {
  return Array.from({ length: count }, (_, i) => {
    const t = NOTICE_TEMPLATES[i % NOTICE_TEMPLATES.length]!;
    return {
      id: `N${appUserId}${String(i + 1).padStart(2, '0')}`,
      title: t.title,
      content: t.content,
      createTime: formatDateTime(
        epochMs - (i * 2 + rng.int(0, 1)) * DAY_MS - rng.int(0, 80_000) * 1000,
      ),
      readStatus: i < unread ? 0 : 1,
    };
  });
}

export function attachmentsOf(appUserId: string): OtherAttachment[] {
  return [
    {
      id: `A${appUserId}1`,
      attachmentType: 'qualification',
      attachmentName: '道路运输从业资格证',
      fileUrl: fileUrl('qualification', appUserId),
    },
    {
      id: `A${appUserId}2`,
      attachmentType: 'idCardFront',
      attachmentName: '身份证人像面',
      fileUrl: fileUrl('idcard-front', appUserId),
    },
  ];
}
