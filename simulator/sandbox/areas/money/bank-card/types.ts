/** The drivers' bank cards (bankInfoDMC). Numbers are kept whole; every read masks them. */
import type { BankCardState } from '@/lib/contract/money/bank-card';
import { areaKey } from '../../slice';

export interface BankCardRecord {
  id: string;
  appUserId: string;
  bankName: string;
  employeeNo: string;
  /** Digits only. */
  cardNo: string;
  holderName: string;
  /** The reserved mobile, verified by SMS when the card was added. */
  reservedMobile: string;
  isRefund: boolean;
  state: BankCardState;
  bindMs: number;
}

export interface BankTables {
  cards: BankCardRecord[];
  /** Ids are C0001, C0002, … */
  counter: number;
}

export const bankArea = areaKey<BankTables>('money/bank-card');
