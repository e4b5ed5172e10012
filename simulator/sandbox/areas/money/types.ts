/** The driver's wallet balance and last-30-day settlement figures, by appUserId (fen). */
import type { DriverBalance, DriverThirtyDayAmount } from '@/lib/contract/money';
import { areaKey } from '../slice';

export interface MoneyAccount {
  balance: DriverBalance;
  thirtyDays: DriverThirtyDayAmount;
}

export interface MoneyTables {
  /** A driver without an entry has never been paid: every figure is 0. */
  accounts: Record<string, MoneyAccount>;
}

export const moneyArea = areaKey<MoneyTables>('money');
