/** The qualification certificate's fields a tester may change (null: none uploaded). */
export interface QualificationPatch {
  qualificationCertificateNo?: string | null;
  qualificationValidTo?: string | null;
}

/**
 * The reviewer's side of a licence, which the driver app never calls: `sb.control.licence.review`
 * and `POST /__sandbox/licence-review {mobile, approvalStatus, approvalOpinion?}`. Tests and stories
 * use it to put a submitted licence under review (10), approve it (20) or reject it (30).
 */
import type { ApprovalStatus, DriverLicenseVO } from '@/lib/contract/account/license';
import { ControlError, controlOp, notFound } from '../../../control/op';
import { userByMobile } from '../auth/users';
import { driverLicenseOf, setDriverLicense } from './records';

const STATUSES: readonly ApprovalStatus[] = [10, 20, 30];

export const licenseControl = [
  controlOp(
    'licence.review',
    ({ db, save }) =>
      (mobile: string, approvalStatus: ApprovalStatus, approvalOpinion?: string | null) => {
        const user = userByMobile(db, mobile);
        const licence = user ? driverLicenseOf(db, user.appUserId) : null;
        if (!user || !licence) return null;
        const reviewed: DriverLicenseVO = {
          ...licence,
          approvalStatus,
          approvalOpinion: approvalStatus === 30 ? (approvalOpinion ?? '证件照片不清晰') : null,
        };
        setDriverLicense(db, user.appUserId, reviewed);
        save();
        return reviewed;
      },
    {
      route: 'POST licence-review',
      args: async (input) => {
        const b = await input.body<{
          mobile?: string;
          approvalStatus?: number;
          approvalOpinion?: string;
        }>();
        const status = Number(b.approvalStatus) as ApprovalStatus;
        if (!b.mobile || !STATUSES.includes(status)) {
          throw new ControlError(400, { error: 'mobile and approvalStatus 10|20|30 are required' });
        }
        return [b.mobile, status, b.approvalOpinion ?? null];
      },
      reply: (reviewed) => {
        if (!reviewed) throw notFound('driver licence');
        return reviewed;
      },
    },
  ),
  // A driver whose licence carries no qualification certificate (or one out of date), for the
  // grab's gates: `POST /__sandbox/licence-qualification {mobile, qualificationCertificateNo: null}`.
  controlOp(
    'licence.qualification',
    ({ db, save }) =>
      (mobile: string, patch: QualificationPatch) => {
        const user = userByMobile(db, mobile);
        const licence = user ? driverLicenseOf(db, user.appUserId) : null;
        if (!user || !licence) return null;
        const changed: DriverLicenseVO = { ...licence, ...patch };
        if (!changed.qualificationCertificateNo) changed.qualificationCertificateUrl = null;
        setDriverLicense(db, user.appUserId, changed);
        save();
        return changed;
      },
    {
      route: 'POST licence-qualification',
      args: async (input) => {
        const b = await input.body<{ mobile?: string } & QualificationPatch>();
        if (!b.mobile) throw new ControlError(400, { error: 'mobile is required' });
        const patch: QualificationPatch = {};
        if (b.qualificationCertificateNo !== undefined)
          patch.qualificationCertificateNo = b.qualificationCertificateNo;
        if (b.qualificationValidTo !== undefined)
          patch.qualificationValidTo = b.qualificationValidTo;
        return [b.mobile, patch];
      },
      reply: (changed) => {
        if (!changed) throw notFound('driver licence');
        return changed;
      },
    },
  ),
] as const;
