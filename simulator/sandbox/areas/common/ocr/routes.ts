/** Licence OCR: reads back the driver's own documents (or the person behind a new driver). */
import type { IdentityInfo } from '@/lib/contract/account/identity';
import type { DriverLicenseVO } from '@/lib/contract/account/license';
import { ocr } from '@/lib/contract/common/ocr';
import { text } from '../../../fields';
import { route, type RouteContext } from '../../../router';
import { DAY_MS, formatDate, parseDate } from '../../../store/time';

// What OCR asks of the account area (areas/slice.ts SandboxQueries): the photo shows its records.
declare module '../../slice' {
  interface SandboxQueries {
    /** The driver's identity, or the person behind a new driver (account/identity answers). */
    ocrPerson: Query<string, IdentityInfo>;
    /** The driver's licence record, or null (account/license answers). */
    ocrLicence: Query<string, DriverLicenseVO | null>;
  }
}

const personOf = (ctx: RouteContext) => ctx.db.ask('ocrPerson', ctx.me().appUserId);

const licenceOf = (ctx: RouteContext) => ctx.db.ask('ocrLicence', ctx.me().appUserId);

/** A photo taken today shows a licence in force: a stored date already past was renewed since. */
function inForce(ctx: RouteContext, date: string | null | undefined): string | null {
  return date && parseDate(date) >= ctx.db.now() ? date : null;
}

function yearsAfter(date: string, years: number): string {
  return `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
}

/** The validity printed on the photo: the stored one while in force, else one renewed last month. */
function validity(ctx: RouteContext, from: string, to: string | null | undefined, years: number) {
  const stored = inForce(ctx, to);
  if (stored) return { validFrom: from, validTo: stored };
  const issued = inForce(ctx, yearsAfter(from, years))
    ? from
    : formatDate(ctx.db.now() - 30 * DAY_MS);
  return { validFrom: issued, validTo: yearsAfter(issued, years) };
}

export const ocrRoutes = [
  route(ocr.recognizeDriverLicense, (req, ctx) => {
    text(req.imageUrl, '图片地址');
    const p = personOf(ctx);
    const dl = licenceOf(ctx);
    const issued = p.validFrom ?? '2020-01-01';
    return {
      name: p.name ?? '',
      driverLicenseNo: p.certificateNumber ?? '',
      sex: p.gender ?? '男',
      nationality: '中国',
      address: p.address ?? '',
      birthDate: p.birthday ?? '',
      firstIssueDate: dl?.firstIssueDate ?? issued,
      quasiDrivingType: dl?.quasiDrivingType ?? 'A2',
      ...validity(ctx, dl?.validFrom ?? issued, dl?.validTo, 10),
      issuingAuthority: dl?.issuingAuthority ?? '公安局交通警察支队',
    };
  }),

  route(ocr.recognizeQualificationCertificate, (req, ctx) => {
    text(req.imageUrl, '图片地址');
    const p = personOf(ctx);
    const dl = licenceOf(ctx);
    const from = p.validFrom ?? '2020-01-01';
    return {
      name: p.name ?? '',
      certificateNo: dl?.qualificationCertificateNo ?? p.certificateNumber ?? '',
      qualificationType: '道路货物运输驾驶员',
      ...validity(ctx, from, dl?.qualificationValidTo, 6),
      issuingAuthority: '道路运输管理局',
    };
  }),
];
