/** /user-auth: the 用户授权协议 text, sanitized. */
import { AgreementDocument } from '../components/agreement-document';

export function UserAuthScreen() {
  return <AgreementDocument type="authorization" />;
}

export default UserAuthScreen;
