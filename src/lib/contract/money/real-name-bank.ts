/**
 * Real-name verification through the bank (fcc spa/callback/*, §3, §4 "Bank real-name entry", §8):
 * the bank texts a 6-digit instruction code (指令号) to the driver's phone and checks it against the
 * member (the driver's appUserId) and their certificate number. The spec does not show the paths'
 * bodies; the fields are the §3 "Real-name (bank) verification" ones.
 */
import { endpoint, type Reads } from '../endpoint';

/** The member as the bank knows it: the driver's appUserId (§3 tranNetMemberCode). */
export interface BankMemberRequest {
  tranNetMemberCode: string;
}

/** Asking the bank to text the code: who, to which phone, for which certificate number. */
export interface BankCertificationSmsRequest extends BankMemberRequest {
  mobile: string;
  /** The driver's certificate (ID card) number. */
  memberGlobalId: string;
}

export interface BankCertificationVerifyRequest extends BankCertificationSmsRequest {
  /** The 6-digit code the bank texted (§5). */
  flag: string;
}

/**
 * Whether the member has completed the bank's real-name check. An object rather than a bare
 * boolean so the answer can grow (and so every `data` of the contract is null, a number or an object).
 */
export interface BankCertificationState {
  verified: boolean;
}

export const realNameBank = {
  isCertificationVerification: endpoint<BankMemberRequest, BankCertificationState>(
    'fcc',
    'spa/callback/isCertificationVerification',
  ),
  /** Opens a pending application at the bank and texts its code; a new send replaces the old code. */
  certificationSendSms: endpoint<BankCertificationSmsRequest, null>(
    'fcc',
    'spa/callback/certificationSendSms',
    { changes: { none: "texts the bank's code: no screen reads it" } },
  ),
  /** Fails with the bank's own text (e.g. 录入的指令号不正确，验证失败), shown to the driver as is. */
  certificationVerification: endpoint<BankCertificationVerifyRequest, null>(
    'fcc',
    'spa/callback/certificationVerification',
    { changes: (): Reads => [realNameBank.isCertificationVerification] },
  ),
} as const;
