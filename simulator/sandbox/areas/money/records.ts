/** A driver's money figures (other areas use these, never the tables). */
import type { Db } from '../../store/db';
import { ledger } from './ledger';
import type { MoneyAccount } from './types';

const ZERO: MoneyAccount = {
  balance: { availableBalance: 0, frozenBalance: 0 },
  thirtyDays: { settlementVehicleNumber: 0, driverThirtyDayAmount: 0, completedOrderCount: 0 },
};

/** A copy: the figures of a driver who has none are all 0. */
export function moneyOf(db: Db, appUserId: string): MoneyAccount {
  return structuredClone(ledger(db).accounts[appUserId] ?? ZERO);
}
