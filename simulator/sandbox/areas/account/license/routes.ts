/** Driver licence / qualification: save, read, approval, expiry and other attachments. */
import { license, type DriverLicenseVO, type ExpiryLevel } from '@/lib/contract/account/license';
import { isIdCard } from '@/lib/domain/id-card';
import { reject } from '../../../envelope';
import { optionalText, text } from '../../../fields';
import { serverMessages } from '../../../messages';
import { route } from '../../../router';
import type { Db } from '../../../store/db';
import { DAY_MS, parseDate } from '../../../store/time';
import { attachmentsOf, driverLicenseOf, setDriverLicense } from './records';

function expiryLevel(db: Db, date: string | null | undefined): ExpiryLevel {
  if (!date) return 0;
  const at = parseDate(date);
  if (Number.isNaN(at)) return 0;
  if (at < db.now()) return 2;
  return at < db.now() + 30 * DAY_MS ? 1 : 0;
}

export const licenseRoutes = [
  route(license.saveDriverLicense, (req, ctx) => {
    const user = ctx.me();
    const licenceNo = text(req.driverLicenseNo, '驾驶证号');
    if (!isIdCard(licenceNo)) reject(serverMessages.idNumberInvalid);
    const saved: DriverLicenseVO = {
      id: driverLicenseOf(ctx.db, user.appUserId)?.id ?? `DL${user.appUserId}`,
      name: text(req.name, '姓名'),
      driverLicenseNo: licenceNo,
      quasiDrivingType: text(req.quasiDrivingType, '准驾车型'),
      issuingAuthority: text(req.issuingAuthority, '发证机关'),
      firstIssueDate: text(req.firstIssueDate, '初次领证日期'),
      validFrom: text(req.validFrom, '有效期起'),
      validTo: text(req.validTo, '有效期止'),
      driverLicenseFrontUrl: text(req.driverLicenseFrontUrl, '驾驶证正页'),
      driverLicenseBackUrl: optionalText(req.driverLicenseBackUrl) ?? null,
      qualificationCertificateNo: optionalText(req.qualificationCertificateNo) ?? null,
      qualificationCertificateUrl: optionalText(req.qualificationCertificateUrl) ?? null,
      qualificationValidTo: optionalText(req.qualificationValidTo) ?? null,
      approvalStatus: ctx.db.state.config.autoApprove ? 20 : 10,
      approvalOpinion: null,
      createTime: ctx.db.nowText(),
    };
    setDriverLicense(ctx.db, user.appUserId, saved);
    return null;
  }),

  route(license.getDriverLicense, (_req, ctx) => ({
    userDriverLicenseVO: driverLicenseOf(ctx.db, ctx.me().appUserId),
  })),

  route(license.getCurrentDriverApproval, (_req, ctx) => {
    const dl = driverLicenseOf(ctx.db, ctx.me().appUserId);
    if (!dl) return null;
    return {
      approvalStatus: dl.approvalStatus,
      approvalOpinion: dl.approvalOpinion,
      submitTime: dl.createTime,
      approvalTime: dl.approvalStatus === 10 ? null : dl.createTime,
    };
  }),

  route(license.getOtherAttachments, (_req, ctx) =>
    attachmentsOf(ctx.db, ctx.me().appUserId).map((a) => ({ ...a })),
  ),

  route(license.isExpired, (_req, ctx) => {
    const dl = driverLicenseOf(ctx.db, ctx.me().appUserId);
    return {
      driverLicenseIsExpired: expiryLevel(ctx.db, dl?.validTo),
      roadTransportIsExpired: expiryLevel(ctx.db, dl?.qualificationValidTo),
    };
  }),
];
