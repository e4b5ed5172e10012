/** /user-service: the 用户服务协议 text, sanitized. */
import { AgreementDocument } from '../components/agreement-document';

export function UserServiceScreen() {
  return <AgreementDocument type="user" />;
}

export default UserServiceScreen;
