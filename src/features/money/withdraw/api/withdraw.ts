/**
 * The withdrawal reads and writes (docs/api-contract.md "Money"). Reads are shown inline by their
 * screens (LoadFailed, the list's states), so the client does not report them too. Applying runs
 * through useMoneyAction: one idempotency key per intended withdrawal, asked about after a lost
 * answer; afterwards the balance, the limits and the lists are read again.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageLoader } from '@/components/paged-list';
import { useEndpointPages } from '@/hooks/use-endpoint-pages';
import { useMoneyAction } from '@/hooks/use-money-action';
import { bankInfo } from '@/lib/contract/money/bank-card';
import { readsChangedBy } from '@/lib/contract/endpoint';
import { money } from '@/lib/contract/money/wallet';
import { sms } from '@/lib/contract/common/sms';
import {
  withdraw as api,
  type WithdrawApplication,
  type WithdrawState,
  type WithdrawableIncome,
} from '@/lib/contract/money/withdraw';
import { http } from '@/lib/http/client';
import { endpointQuery } from '@/lib/query/endpoint-query';

const inline = { ignoreErrors: true } as const;
/** Enough for every withdrawable waybill of a driver on one read (the info screen's totals). */
const ALL = { pageIndex: 1, pageSize: 100 } as const;

export const withdrawLimitQueryOptions = () =>
  queryOptions({ ...endpointQuery(api.checkWithdrawLimit, {}, inline), staleTime: 0 });

export const useWithdrawLimit = () => useQuery(withdrawLimitQueryOptions());

export const refundBankQueryOptions = () =>
  queryOptions({ ...endpointQuery(bankInfo.checkBindRefundBank, {}, inline), staleTime: 0 });

export const useRefundBank = () => useQuery(refundBankQueryOptions());

export const boundCardsQueryOptions = () =>
  queryOptions({ ...endpointQuery(bankInfo.listPage, { pageIndex: 1, pageSize: 20 }, inline) });

export const useBoundCards = () => useQuery(boundCardsQueryOptions());

/** Always re-read from the server (the success screen shows the balance after the withdrawal). */
export const balanceQueryOptions = () =>
  queryOptions({ ...endpointQuery(money.getBalanceByDriver, {}, inline), staleTime: 0 });

export const useBalance = () => useQuery(balanceQueryOptions());

export const withdrawableQueryOptions = () =>
  queryOptions({ ...endpointQuery(api.listWithdrawable, ALL, inline), staleTime: 0 });

/** The chosen waybills' incomes (those still withdrawable), read in one go. */
export function useChosenIncomes(ids: readonly string[]) {
  return useQuery({
    ...withdrawableQueryOptions(),
    select: (page): WithdrawableIncome[] =>
      page.rows.filter((income) => ids.includes(income.waybillId)),
  });
}

export const applicationQueryOptions = (id: string) =>
  queryOptions({ ...endpointQuery(api.get, { id }, inline), staleTime: 0 });

export const useApplication = (id: string) =>
  useQuery({ ...applicationQueryOptions(id), enabled: id !== '' });

export function useWithdrawablePages(includeSpent = false): PageLoader<WithdrawableIncome> {
  return useEndpointPages(api.listWithdrawable, includeSpent ? { includeSpent } : {});
}

export function useApplicationPages(state: WithdrawState | null): PageLoader<WithdrawApplication> {
  return useEndpointPages(api.listPage, state ? { state } : {});
}

/** The code that confirms a withdrawal, texted to the driver's own phone. */
export async function sendWithdrawCode(mobile: string): Promise<void> {
  await http.call(sms.sendSmByTemplate, { mobile, template: 'withdraw' });
}

// What a withdrawal changes (the balance, the limits, the waybills left, the applications) is its
// endpoint's `changes`; useMoneyAction reads them again itself when the outcome comes from asking.
export function useApplyOne() {
  return useMoneyAction(api.add, readsChangedBy(api.add));
}

export function useApplyAll() {
  return useMoneyAction(api.addAll, readsChangedBy(api.addAll));
}
