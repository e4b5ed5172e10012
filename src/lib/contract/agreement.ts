/** Agreements (mdc pbc/agreementInfo, §7.1). Content is server HTML: sanitize before rendering. */
import { endpoint } from './endpoint';

/** `user` 用户协议, `privacy` 隐私政策, `certification` 认证授权协议. */
export type AgreementType = 'user' | 'privacy' | 'certification';

export interface AgreementInfo {
  type: AgreementType;
  title: string;
  /** HTML. */
  content: string;
  updateTime: string;
}

export const agreement = {
  getAgreementInfoByType: endpoint<{ type: AgreementType }, AgreementInfo>(
    'mdc',
    'pbc/agreementInfo/getAgreementInfoByType',
    { ignoreToken: true },
  ),
} as const;
