/** The money control endpoints (/__sandbox/money/*, simulator/sandbox/areas/money/wallet/control.ts). */
import { controlCall } from '../control-call';
import type { WithdrawApplication, WithdrawableIncome } from '@/lib/contract/money/withdraw';
import type { MoneyView } from '@sim/sandbox/areas/money/wallet/control';
import type { WithdrawLimits } from '@sim/sandbox/areas/money/wallet/types';

export type { MoneyView, WithdrawLimits };

const call = controlCall('money');

export const moneyClient = {
  driver: (mobile: string) => call<MoneyView>('GET', `driver?mobile=${encodeURIComponent(mobile)}`),
  approve: (id: string) => call<WithdrawApplication>('POST', 'approve', { id }),
  pay: (id: string) => call<WithdrawApplication>('POST', 'pay', { id }),
  reject: (id: string, reason: string) =>
    call<WithdrawApplication>('POST', 'reject', { id, reason }),
  /** Fen; the fields left out keep their value. */
  setLimits: (limits: Partial<WithdrawLimits>) => call<WithdrawLimits>('POST', 'limits', limits),
  /** A made-up waybill of `freight` fen settled to the driver (less the information fee). */
  credit: (mobile: string, freight: number) =>
    call<WithdrawableIncome>('POST', 'credit', { mobile, freight }),
};
