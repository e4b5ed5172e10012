import { domainMessages } from './messages';
import { paths } from '@/lib/routing/paths';

/** §4: real-name certificationStatus; 999 means no record. */
export const CertificationStatus = {
  Pending: 0,
  Certified: 1,
  Failed: 2,
  TemporaryReview: 3,
  NotCertified: 999,
} as const;
export type CertificationStatus = (typeof CertificationStatus)[keyof typeof CertificationStatus];

const CERTIFICATION_LABELS: Record<CertificationStatus, string> = {
  0: domainMessages.certificationPending,
  1: domainMessages.certificationCertified,
  2: domainMessages.certificationFailed,
  3: domainMessages.certificationTemporary,
  999: domainMessages.certificationNone,
};

/** §4: driver-qualification approvalStatus that counts as certified. */
const QUALIFICATION_APPROVED = 20;

/** Server values may arrive as numbers or numeric strings; anything unknown counts as no record. */
export function toCertificationStatus(status: unknown): CertificationStatus {
  const n = typeof status === 'string' && status.trim() !== '' ? Number(status) : status;
  return typeof n === 'number' && Object.hasOwn(CERTIFICATION_LABELS, n)
    ? (n as CertificationStatus)
    : CertificationStatus.NotCertified;
}

export function isCertified(status: unknown): boolean {
  return toCertificationStatus(status) === CertificationStatus.Certified;
}

export function certificationLabel(status: unknown): string {
  return CERTIFICATION_LABELS[toCertificationStatus(status)];
}

export function isQualificationCertified(approvalStatus: unknown): boolean {
  const n =
    typeof approvalStatus === 'string' && approvalStatus.trim() !== ''
      ? Number(approvalStatus)
      : approvalStatus;
  return n === QUALIFICATION_APPROVED;
}

/** §4: tapping the real-name badge opens the detail, or role selection when there is no record. */
export function badgeTarget(status: unknown): string {
  return toCertificationStatus(status) === CertificationStatus.NotCertified
    ? paths.selectRole.to()
    : paths.authDetail.to();
}
