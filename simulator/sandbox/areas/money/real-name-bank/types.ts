/** The bank's real-name check of each member: pending applications (code texted) and results. */
import { areaKey } from '../../slice';

/** The SMS inbox template under which the bank's codes appear (`/__sandbox/sms`). */
export const BANK_SMS_TEMPLATE = 'bankRealName';

/** An application the bank opened by texting a code; one per member, a new send replaces it. */
export interface PendingApplication {
  mobile: string;
  memberGlobalId: string;
  code: string;
  sentAtMs: number;
  expiresAtMs: number;
}

export interface VerifiedMember {
  mobile: string;
  /** `YYYY-MM-DD HH:mm:ss`. */
  verifiedAt: string;
}

export interface RealNameBankTables {
  /** By appUserId (the bank's tranNetMemberCode). */
  pending: Record<string, PendingApplication>;
  verified: Record<string, VerifiedMember>;
  /** Codes texted so far; the n-th comes from the generator `realNameBank#n`. */
  sent: number;
}

export const realNameBankArea = areaKey<RealNameBankTables>('money/real-name-bank');
