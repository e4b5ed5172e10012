/** A driver's money figures (other areas use these, never the tables). */
import type { Db } from '../../../store/db';
import { ledger, ZERO_ACCOUNT } from './ledger';
import type { MoneyAccount } from './types';

/** A copy: the figures of a driver who has none are all 0. */
export function moneyOf(db: Db, appUserId: string): MoneyAccount {
  return structuredClone(ledger(db).accounts[appUserId] ?? ZERO_ACCOUNT);
}
