import type { AgreementLink } from '@/components/form';
import { paths } from '@/lib/routing/paths';
import { authLabels } from '../messages';

/** The agreements a driver accepts to log in or register: 《用户协议》和《隐私政策》. */
export const agreementLinks: readonly AgreementLink[] = [
  { label: authLabels.userAgreement, to: paths.agreement.to({ type: 'user' }) },
  { label: authLabels.privacyPolicy, to: paths.agreement.to({ type: 'privacy' }) },
];
