/**
 * The licence form's values, rules and conversions, shared by certification, /add-license and the
 * licence step of driver certification. Dates are picked (DateField) or read by OCR, `YYYY-MM-DD`.
 */
import dayjs from 'dayjs';
import type { UploadedImage } from '@/components/image-uploader';
import type { Validators } from '@/components/form';
import type { DriverLicenseFields, DriverLicenseVO } from '@/lib/contract/account/license';
import { formatDate } from '@/lib/domain/dates';
import { validateIdCard } from '@/lib/domain/id-card';
import { licenseMessages as m } from './messages';

export interface LicenceFormValues {
  front: UploadedImage[];
  back: UploadedImage[];
  name: string;
  driverLicenseNo: string;
  quasiDrivingType: string;
  issuingAuthority: string;
  firstIssueDate: string;
  validFrom: string;
  validTo: string;
  qualificationPhoto: UploadedImage[];
  qualificationCertificateNo: string;
  qualificationValidTo: string;
}

/** Session-storage key of the /driverVoucher2 draft (kept across a reload and a login trip). */
export const VOUCHER_DRAFT_KEY = 'license:driverVoucher2:draft';

export type LicenceFieldKey = keyof LicenceFormValues;

/** `licence`: the licence with an optional qualification; `qualification`: the certificate alone. */
export type LicenceFormMode = 'licence' | 'qualification';

export const EMPTY_LICENCE_FORM: LicenceFormValues = {
  front: [],
  back: [],
  name: '',
  driverLicenseNo: '',
  quasiDrivingType: '',
  issuingAuthority: '',
  firstIssueDate: '',
  validFrom: '',
  validTo: '',
  qualificationPhoto: [],
  qualificationCertificateNo: '',
  qualificationValidTo: '',
};

/** A stored file URL as the uploader keeps it (§3 uploaded file item). */
function imageOf(url: string | null | undefined): UploadedImage[] {
  if (!url) return [];
  return [{ url, status: 'done', message: '上传完成', isImage: true, urlorigin: url }];
}

export function formOf(vo: DriverLicenseVO | null | undefined): LicenceFormValues {
  if (!vo) return EMPTY_LICENCE_FORM;
  return {
    front: imageOf(vo.driverLicenseFrontUrl),
    back: imageOf(vo.driverLicenseBackUrl),
    name: vo.name,
    driverLicenseNo: vo.driverLicenseNo,
    quasiDrivingType: vo.quasiDrivingType,
    issuingAuthority: vo.issuingAuthority,
    firstIssueDate: vo.firstIssueDate,
    validFrom: vo.validFrom,
    validTo: vo.validTo,
    qualificationPhoto: imageOf(vo.qualificationCertificateUrl),
    qualificationCertificateNo: vo.qualificationCertificateNo ?? '',
    qualificationValidTo: vo.qualificationValidTo ?? '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function payloadOf(v: LicenceFormValues): DriverLicenseFields {
  return {
    name: v.name.trim(),
    driverLicenseNo: v.driverLicenseNo.trim().toUpperCase(),
    quasiDrivingType: v.quasiDrivingType,
    issuingAuthority: v.issuingAuthority.trim(),
    firstIssueDate: v.firstIssueDate.trim(),
    validFrom: v.validFrom.trim(),
    validTo: v.validTo.trim(),
    driverLicenseFrontUrl: v.front[0]?.urlorigin ?? '',
    driverLicenseBackUrl: v.back[0]?.urlorigin ?? null,
    qualificationCertificateNo: orNull(v.qualificationCertificateNo),
    qualificationCertificateUrl: v.qualificationPhoto[0]?.urlorigin ?? null,
    qualificationValidTo: orNull(v.qualificationValidTo),
  };
}

/** A licence held for decades: its first issue and validity start reach this far back. */
const PAST_YEARS = 60;
/** Licences and certificates run for 6 or 10 years: an end date this far ahead covers them. */
const FUTURE_YEARS = 20;

/**
 * The date pickers' limits, past the §5 default (10 years back to today): issue dates reach back to
 * a licence held for decades, and an end of validity lies ahead, from today on.
 */
export function licenceDateLimits(now: Date = new Date()) {
  const today = dayjs(now);
  return {
    past: { min: today.subtract(PAST_YEARS, 'year').toDate(), max: today.toDate() },
    future: { min: today.toDate(), max: today.add(FUTURE_YEARS, 'year').toDate() },
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD`. */
function isDateText(text: string): boolean {
  if (!DATE.test(text)) return false;
  const [y, mo, d] = text.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}

const today = () => formatDate(new Date());

function date(required: string, extra?: (text: string) => string | null) {
  return (value: string): string | null => {
    const text = value.trim();
    if (text === '') return required;
    if (!isDateText(text)) return m.dateFormat;
    return extra?.(text) ?? null;
  };
}

const text = (required: string) => (value: string) => (value.trim() === '' ? required : null);

const photo = (required: string) => (value: UploadedImage[]) => (value.length ? null : required);

/** The qualification is optional with a licence, but once begun all three parts are needed. */
const qualificationBegun = (v: LicenceFormValues) =>
  v.qualificationPhoto.length > 0 ||
  v.qualificationCertificateNo.trim() !== '' ||
  v.qualificationValidTo.trim() !== '';

function qualificationRules(always: boolean): Validators<LicenceFormValues> {
  const when =
    <T>(rule: (value: T) => string | null) =>
    (value: T, all: LicenceFormValues) =>
      always || qualificationBegun(all) ? rule(value) : null;
  return {
    qualificationPhoto: when(photo(m.required.qualificationPhoto)),
    qualificationCertificateNo: when((value: string) => {
      const no = value.trim();
      if (no === '') return m.required.qualificationCertificateNo;
      return /^[0-9A-Za-z]{6,20}$/.test(no) ? null : m.qualificationNoFormat;
    }),
    qualificationValidTo: when(
      date(m.required.qualificationValidTo, (t) => (t < today() ? m.validToPast : null)),
    ),
  };
}

const licenceRules: Validators<LicenceFormValues> = {
  front: photo(m.required.front),
  name: (value) => {
    const name = value.trim();
    if (name === '') return m.required.name;
    return /^[\u4e00-\u9fa5·]{2,20}$/.test(name) ? null : m.nameFormat;
  },
  // §5: the licence number is the holder's 18-character ID number.
  driverLicenseNo: (value) => validateIdCard(value.trim()),
  quasiDrivingType: text(m.required.quasiDrivingType),
  issuingAuthority: text(m.required.issuingAuthority),
  firstIssueDate: date(m.required.firstIssueDate, (t) => (t > today() ? m.firstIssueFuture : null)),
  validFrom: date(m.required.validFrom),
  validTo: date(m.required.validTo, (t) => (t < today() ? m.validToPast : null)),
};

/** validTo also has to follow validFrom: checked across the two fields. */
function withOrder(rules: Validators<LicenceFormValues>): Validators<LicenceFormValues> {
  const own = rules.validTo;
  if (!own) return rules;
  return {
    ...rules,
    validTo: (value, all) =>
      own(value, all) ??
      (isDateText(all.validFrom.trim()) && value.trim() <= all.validFrom.trim()
        ? m.validToBeforeFrom
        : null),
  };
}

export function rulesFor(mode: LicenceFormMode): Validators<LicenceFormValues> {
  return mode === 'licence'
    ? withOrder({ ...licenceRules, ...qualificationRules(false) })
    : qualificationRules(true);
}
