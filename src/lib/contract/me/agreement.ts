/** Agreements (mdc pbc/agreementInfo, §7.1). Content is server HTML: sanitize before rendering. */
import { endpoint } from '../endpoint';

/**
 * `user` 用户服务协议, `privacy` 隐私政策, `certification` 认证授权协议, `authorization` 用户授权协议
 * (the driver's authorization to process personal information, shown on /user-auth; the type
 * name is this project's choice, the spec names no type values).
 */
export type AgreementType = 'user' | 'privacy' | 'certification' | 'authorization';

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
