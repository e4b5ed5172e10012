/** /privacy-policy: the 隐私政策 text, sanitized. */
import { AgreementDocument } from '../components/agreement-document';

export function PrivacyPolicyScreen() {
  return <AgreementDocument type="privacy" />;
}

export default PrivacyPolicyScreen;
