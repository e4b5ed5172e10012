/**
 * Contract samples of the captain area's own endpoints: the bank real-name check (fcc
 * spa/callback/*). The captain endpoints themselves are core samples (contract-samples.ts).
 */
import { realNameBank } from '@/lib/contract/money/real-name-bank';
import { call } from '../../helpers';
import { type AnySample, NULL, sample, type SampleContext } from '../../sample-kit';

/** Certified, not yet checked by the bank. */
const PARTNER = '13800000004';

function memberOf({ sb, mobile }: SampleContext) {
  const user = sb.control.user(mobile)!;
  return {
    mobile,
    tranNetMemberCode: user.appUserId,
    memberGlobalId: user.identity!.certificateNumber!,
  };
}

export const samples: Record<string, AnySample> = {
  'realNameBank.isCertificationVerification': sample(
    realNameBank.isCertificationVerification,
    (ctx) => ({ tranNetMemberCode: memberOf(ctx).tranNetMemberCode }),
    { kind: 'object', fields: { verified: true } },
  ),
  'realNameBank.certificationSendSms': sample(
    realNameBank.certificationSendSms,
    memberOf,
    NULL,
    PARTNER,
  ),
  'realNameBank.certificationVerification': sample(
    realNameBank.certificationVerification,
    async (ctx) => {
      const member = memberOf(ctx);
      await call(ctx.sb, realNameBank.certificationSendSms, member, ctx.at);
      return { ...member, flag: ctx.sb.control.sms.latest(ctx.mobile, 'bankRealName')!.code };
    },
    NULL,
    PARTNER,
  ),
};
