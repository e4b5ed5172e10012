/**
 * Old and new fuel-card balances (§3). §8: when they cannot be read the driver sees the toast
 * 获取油卡余额失败 and both balances as 0 — so the read answers zeros instead of failing, and the
 * client's own error toast is silenced in favour of that message. Shared by Me and the fuel screens
 * (one cache entry).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { showToast } from '@/components/feedback';
import { fuelCard, type FuelCardBalance } from '@/lib/contract/fuel/balance';
import { http } from '@/lib/http/client';
import { isSessionEnding } from '@/lib/http/session-ending';
import { endpointQuery } from '@/lib/query/endpoint-query';

/** §8 toast when the balances cannot be read. */
const FUEL_CARD_FAILED = '获取油卡余额失败';

const NO_BALANCE: FuelCardBalance = { oilLeftPrice: 0, gasLeftPrice: 0 };

export function fuelCardBalanceQueryOptions() {
  return queryOptions({
    queryKey: endpointQuery(fuelCard.getOilCardBalance, {}).queryKey,
    queryFn: async ({ signal }): Promise<FuelCardBalance> => {
      try {
        return await http.call(fuelCard.getOilCardBalance, {}, { ignoreErrors: true, signal });
      } catch (error) {
        if (signal.aborted) throw error;
        if (!isSessionEnding(error)) showToast(FUEL_CARD_FAILED);
        return NO_BALANCE;
      }
    },
  });
}

export function useFuelCardBalance() {
  return useQuery(fuelCardBalanceQueryOptions());
}
