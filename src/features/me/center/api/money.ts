/** The driver's wallet balance and last-30-day figures (fcc, §7.2). */
import { useQuery } from '@tanstack/react-query';
import { money } from '@/lib/contract/money/wallet';
import { endpointQuery } from '@/lib/query/endpoint-query';

export const balanceQueryOptions = () => endpointQuery(money.getBalanceByDriver, {});

export function useBalance() {
  return useQuery(balanceQueryOptions());
}

export const thirtyDayAmountQueryOptions = () => endpointQuery(money.getDriverThirtyDayAmount, {});

export function useThirtyDayAmount() {
  return useQuery(thirtyDayAmountQueryOptions());
}
