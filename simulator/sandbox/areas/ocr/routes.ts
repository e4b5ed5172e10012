/** Licence OCR: reads back the driver's own documents (or the person behind a new driver). */
import { ocr } from '@/lib/contract/ocr';
import { text } from '../../fields';
import { route, type RouteContext } from '../../router';
import { identityOf, personBehind } from '../identity/records';
import { driverLicenseOf } from '../license/records';

function personOf(ctx: RouteContext) {
  const me = ctx.me();
  return identityOf(ctx.db, me.appUserId) ?? personBehind(ctx.db.state.seed, me.appUserId, 1);
}

const licenceOf = (ctx: RouteContext) => driverLicenseOf(ctx.db, ctx.me().appUserId);

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
      validFrom: dl?.validFrom ?? issued,
      validTo: dl?.validTo ?? `${Number(issued.slice(0, 4)) + 10}${issued.slice(4)}`,
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
      validFrom: from,
      validTo: dl?.qualificationValidTo ?? `${Number(from.slice(0, 4)) + 6}${from.slice(4)}`,
      issuingAuthority: '道路运输管理局',
    };
  }),
];
