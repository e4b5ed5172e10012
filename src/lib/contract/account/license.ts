/** Driver licence, qualification and vehicle licences (mdc cuc/..., §3, §7.1). */
import { endpoint, type Empty, type Reads } from '../endpoint';
import type { PageQuery, ServerPage } from '../envelope';

/**
 * Qualification approvalStatus. §4 gives only 20 (counts as certified); 10 and 30 are this
 * project's choice for "pending review" and "rejected" (docs/api-contract.md).
 */
export type ApprovalStatus = 10 | 20 | 30;

export const ApprovalStatusCode = { pending: 10, approved: 20, rejected: 30 } as const;

export interface DriverLicenseFields {
  name: string;
  /** Driving-licence number: the holder's 18-character ID number. */
  driverLicenseNo: string;
  /** 准驾车型, e.g. `A2` (dict `quasiDrivingType`). */
  quasiDrivingType: string;
  issuingAuthority: string;
  /** `YYYY-MM-DD`. */
  firstIssueDate: string;
  validFrom: string;
  validTo: string;
  driverLicenseFrontUrl: string;
  driverLicenseBackUrl: string | null;
  /** 道路运输从业资格证. */
  qualificationCertificateNo: string | null;
  qualificationCertificateUrl: string | null;
  qualificationValidTo: string | null;
}

export interface DriverLicenseVO extends DriverLicenseFields {
  id: string;
  approvalStatus: ApprovalStatus;
  approvalOpinion: string | null;
  createTime: string;
}

/** §3: `userDriverLicenseVO` is null when the driver has no licence record. */
export interface DriverLicenseInfo {
  userDriverLicenseVO: DriverLicenseVO | null;
}

export interface DriverApproval {
  approvalStatus: ApprovalStatus;
  approvalOpinion: string | null;
  /** `YYYY-MM-DD HH:mm:ss`. */
  submitTime: string;
  approvalTime: string | null;
}

export interface CarLicense {
  id: string;
  /** Licence plate, e.g. `冀A12345`. */
  carNo: string;
  /** Dict `plateColor` value. */
  plateColor: string;
  /** Dict `vehicleType` label. */
  vehicleType: string;
  /** Dict `energyType` value. */
  energyType: string;
  vehicleOwner: string;
  useCharacter: string;
  vin: string;
  /** Approved load in kg. */
  loadWeight: number;
  roadTransportNo: string;
  roadTransportValidTo: string;
  drivingLicenseValidTo: string;
  drivingLicenseFrontUrl: string;
  approvalStatus: ApprovalStatus;
  isDefault: boolean;
}

export interface CarApprovalStatus {
  carNo: string;
  approvalStatus: ApprovalStatus;
  approvalOpinion: string | null;
}

export interface OtherAttachment {
  id: string;
  attachmentType: string;
  attachmentName: string;
  fileUrl: string;
}

/**
 * §3 expiry check: 0 valid, 1 expires within 30 days, 2 expired (the numbers are this project's
 * choice); the client keeps the larger of the two as its expiry status.
 */
export type ExpiryLevel = 0 | 1 | 2;

export interface ExpiryCheck {
  driverLicenseIsExpired: ExpiryLevel;
  roadTransportIsExpired: ExpiryLevel;
}

export interface DriverCarPageQuery extends PageQuery {
  /** Filters by plate substring. */
  carNo?: string;
}

export const license = {
  saveDriverLicense: endpoint<DriverLicenseFields, null>('mdc', 'cuc/userDriverLicense/save', {
    changes: (): Reads => [
      license.getDriverLicense,
      license.isExpired,
      license.getCurrentDriverApproval,
      license.getOtherAttachments,
    ],
  }),
  getDriverLicense: endpoint<Empty, DriverLicenseInfo>('mdc', 'cuc/userDriverLicense/get'),
  /** Null when the driver never submitted a qualification. */
  getCurrentDriverApproval: endpoint<Empty, DriverApproval | null>(
    'mdc',
    'cuc/driver/getCurrentDriverApproval',
  ),
  getCarApprovalStatus: endpoint<{ carNo: string }, CarApprovalStatus>(
    'mdc',
    'cuc/carLicenseAudit/operate/getCarApprovalStatus',
  ),
  getOtherAttachments: endpoint<Empty, OtherAttachment[]>('mdc', 'cuc/otherAttachments/get'),
  listCarLicenses: endpoint<Empty, CarLicense[]>('mdc', 'cuc/userCarLicense/list'),
  /** Any vehicle known to the platform; null when the plate is unknown. */
  getCarInfoByCarNo: endpoint<{ carNo: string }, CarLicense | null>(
    'mdc',
    'cuc/userCarLicense/getCarInfoByCarNo',
  ),
  isExpired: endpoint<Empty, ExpiryCheck>('mdc', 'cuc/userCarLicense/isExpired'),
  driverCarPage: endpoint<DriverCarPageQuery, ServerPage<CarLicense>>(
    'mdc',
    'cuc/userCarLicense/list/driverCarPage',
    { encoding: 'json' },
  ),
} as const;
