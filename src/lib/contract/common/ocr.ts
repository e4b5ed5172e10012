/** Character recognition of licence photos (mdc pbc/hwc/ocr, §1, §7.1). */
import { endpoint } from '../endpoint';

export interface OcrRequest {
  /** URL returned by an upload call. */
  imageUrl: string;
}

export interface DriverLicenseOcr {
  name: string;
  /** The ID number printed as licence number. */
  driverLicenseNo: string;
  /** `男` or `女`. */
  sex: string;
  nationality: string;
  address: string;
  /** `YYYY-MM-DD`. */
  birthDate: string;
  firstIssueDate: string;
  quasiDrivingType: string;
  validFrom: string;
  validTo: string;
  issuingAuthority: string;
}

export interface QualificationCertificateOcr {
  name: string;
  /** 从业资格证号 (usually the ID number). */
  certificateNo: string;
  /** 从业资格类别, e.g. `道路货物运输驾驶员`. */
  qualificationType: string;
  validFrom: string;
  validTo: string;
  issuingAuthority: string;
}

export const ocr = {
  recognizeDriverLicense: endpoint<OcrRequest, DriverLicenseOcr>(
    'mdc',
    'pbc/hwc/ocr/recognizeDriverLicense',
    { changes: { none: 'reads a photo into form fields; nothing is stored' } },
  ),
  recognizeQualificationCertificate: endpoint<OcrRequest, QualificationCertificateOcr>(
    'mdc',
    'pbc/hwc/ocr/recognizeQualificationCertificate',
    { changes: { none: 'reads a photo into form fields; nothing is stored' } },
  ),
} as const;
