/**
 * Account, login, token and password calls (mdc, §7.1). Paths the spec does not give (password
 * login, token refresh, register, password reset/update, graphic captcha, face login) are this
 * project's choice and are documented in docs/api-contract.md.
 */
import { endpoint, type Empty } from '../endpoint';

/** Real-name certificationStatus (§4): 0 pending review, 1 certified, 2 failed, 3 temporary review, 999 no record. */
export type CertificationStatus = 0 | 1 | 2 | 3 | 999;

export interface UserDetail {
  appUserId: string;
  realName: string | null;
  name: string | null;
  phone: string;
  avatar: string | null;
  createTime: string;
  certificationStatus: CertificationStatus;
  /** Certificate (ID card) number when certified, else null. */
  idNumber: string | null;
  /** Role keys, e.g. `partner`, `promoter`, `driver`, `captain`. */
  roles: string[];
  /** Permission keys. */
  permissions: string[];
  isCaptain: boolean;
}

/** Tokens: `at` access JWT and `rt` refresh JWT; payload `sub` is JSON `{"username","id"}`, `exp` in seconds. */
export interface TokenPair {
  at: string;
  rt: string;
}

export interface SmsLoginRequest {
  mobile: string;
  code: string;
}

export interface PasswordLoginRequest {
  mobile: string;
  password: string;
}

export interface RefreshTokenRequest {
  rt: string;
}

export interface RegisterRequest {
  mobile: string;
  code: string;
  password: string;
}

export interface ResetPasswordRequest {
  mobile: string;
  code: string;
  password: string;
}

export interface UpdatePasswordRequest {
  oldPassword: string;
  password: string;
}

export interface GraphCaptcha {
  /** Key to send back with the answer. */
  captchaKey: string;
  /** `data:image/svg+xml;...` picture of the code. */
  image: string;
}

export interface CheckGraphCaptchaRequest {
  captchaKey: string;
  captchaCode: string;
  mobile: string;
}

export interface AppUserIdsRequest {
  appUserIds: string[];
}

export interface UserBrief {
  appUserId: string;
  name: string;
  phone: string;
}

export const account = {
  getUserDetail: endpoint<Empty, UserDetail>('mdc', 'cuc/user/getUserDetail'),
  logout: endpoint<Empty, null>('mdc', 'cuc/user/logout', {
    changes: { none: 'ends the session: nothing is read until the next login' },
  }),
  smsLogin: endpoint<SmsLoginRequest, TokenPair>('mdc', 'cuc/user/sms/login', {
    changes: { none: 'starts a session (its tokens): the screens read the driver afresh after it' },
    encoding: 'form',
    ignoreToken: true,
  }),
  passwordLogin: endpoint<PasswordLoginRequest, TokenPair>('mdc', 'cuc/user/password/login', {
    changes: { none: 'starts a session (its tokens): the screens read the driver afresh after it' },
    encoding: 'form',
    ignoreToken: true,
  }),
  refreshToken: endpoint<RefreshTokenRequest, TokenPair>('mdc', 'cuc/user/token/refresh', {
    changes: { none: 'renews the tokens only' },
    encoding: 'form',
    ignoreToken: true,
  }),
  register: endpoint<RegisterRequest, TokenPair>('mdc', 'cuc/user/register', {
    changes: { none: 'starts a session (its tokens): the screens read the driver afresh after it' },
    encoding: 'form',
    ignoreToken: true,
  }),
  resetPassword: endpoint<ResetPasswordRequest, null>('mdc', 'cuc/user/password/reset', {
    changes: { none: 'the password is shown on no screen' },
    encoding: 'form',
    ignoreToken: true,
  }),
  updatePassword: endpoint<UpdatePasswordRequest, null>('mdc', 'cuc/user/password/update', {
    changes: { none: 'the password is shown on no screen' },
    encoding: 'form',
  }),
  getGraphCaptcha: endpoint<Empty, GraphCaptcha>('mdc', 'pbc/captcha/get', {
    changes: { none: 'issues the captcha it answers with; nothing else reads it' },
    ignoreToken: true,
  }),
  checkGraphCaptcha: endpoint<CheckGraphCaptchaRequest, null>('mdc', 'pbc/captcha/check', {
    changes: { none: 'uses the captcha up; its answer is the whole result' },
    encoding: 'form',
    ignoreToken: true,
  }),
  getUserInfoByAppUserIds: endpoint<AppUserIdsRequest, UserBrief[]>(
    'mdc',
    'cuc/user/getUserInfoByAppUserIds',
  ),
  getStaffByAppUserIds: endpoint<AppUserIdsRequest, UserBrief[]>(
    'mdc',
    'cuc/user/getStaffByAppUserIds',
  ),
} as const;
