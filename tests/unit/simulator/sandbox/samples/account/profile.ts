/** Contract sample of the profile area: the partner changes their mobile to a fresh number. */
import { profile } from '@/lib/contract/account/profile';
import { sms } from '@/lib/contract/common/sms';
import { call } from '../../helpers';
import { type AnySample, NULL, sample } from '../../sample-kit';

const NEW_MOBILE = '13912345678';

export const samples: Record<string, AnySample> = {
  'profile.updateMobile': sample(
    profile.updateMobile,
    async ({ sb, at, mobile }) => {
      await call(sb, sms.sendSmByTemplate, { mobile, template: 'changePhone' }, at);
      await call(sb, sms.sendSmByTemplate, { mobile: NEW_MOBILE, template: 'changePhone' }, at);
      return {
        oldCode: sb.control.sms.latest(mobile, 'changePhone')!.code,
        mobile: NEW_MOBILE,
        code: sb.control.sms.latest(NEW_MOBILE, 'changePhone')!.code,
      };
    },
    NULL,
    '13800000004',
  ),
};
