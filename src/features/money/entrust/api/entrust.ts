/**
 * The entrustment reads and writes. Reads are shown inline by their screens. The draft is saved
 * with the visit's idempotency key; the application and the withdrawal are money actions
 * (src/hooks/use-money-action.ts: one key per intended action, never a blind re-post).
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PageLoader } from '@/components/paged-list';
import { useEndpointPages } from '@/hooks/use-endpoint-pages';
import { useMoneyAction } from '@/hooks/use-money-action';
import { useVisitWrite } from '@/hooks/use-visit-write';
import { readsChangedBy } from '@/lib/contract/endpoint';
import { captain } from '@/lib/contract/account/captain';
import { collectionAccount } from '@/lib/contract/money/collection-account';
import { entrust as api, type EntrustState, type Entrustment } from '@/lib/contract/money/entrust';
import { sms } from '@/lib/contract/common/sms';
import { waybill } from '@/lib/contract/waybill/waybills';
import { http } from '@/lib/http/client';
import { endpointQuery } from '@/lib/query/endpoint-query';

const inline = { ignoreErrors: true } as const;

export function entrustQueryOptions(id: string) {
  return queryOptions({ ...endpointQuery(api.get, { id }, inline), staleTime: 0 });
}

export function useEntrust(id: string) {
  return useQuery({ ...entrustQueryOptions(id), enabled: id !== '' });
}

/** The driver's waybills, newest first (the 新增委托 picker keeps the unsettled ones). */
export function useRecentWaybills(enabled: boolean) {
  return useQuery({
    ...endpointQuery(waybill.listPage, { pageIndex: 1, pageSize: 20 }, inline),
    staleTime: 0,
    enabled,
  });
}

export function useEntrustPageLoader(state: EntrustState | null): PageLoader<Entrustment> {
  return useEndpointPages(api.queryBillDelegateIncome, state ? { state } : {});
}

export function useSaveDraft() {
  return useVisitWrite(api.saveBillDelegateIncome);
}

// What each changes is its endpoint's `changes`; useMoneyAction reads them again itself too when
// the outcome comes from asking the server (requestState) rather than from the write's answer.
export function useApply() {
  const ep = api.applicationBillDelegateIncome;
  return useMoneyAction(ep, readsChangedBy(ep));
}

export function useWithdraw() {
  const ep = api.withdrawnBillDelegateIncome;
  return useMoneyAction(ep, readsChangedBy(ep));
}

/** Texts the `entrust` code to the driver's own mobile (a failure is the client's toast). */
export async function sendEntrustCode(mobile: string): Promise<void> {
  await http.call(sms.sendSmByTemplate, { mobile, template: 'entrust' });
}

/** Another payee: a real-name certified captain found by mobile (null: none), and his accounts. */
export function useFindPayee() {
  const client = useQueryClient();
  return useCallback(
    async (mobile: string) => {
      const found = await client.fetchQuery({
        ...endpointQuery(captain.getCarCaptainByMobilePass, { mobile }),
        staleTime: 0,
      });
      if (!found) return null;
      const accounts = await client.fetchQuery({
        ...endpointQuery(collectionAccount.listOfPayee, { payeeId: found.carCaptainId }),
        staleTime: 0,
      });
      return { payee: found, accounts };
    },
    [client],
  );
}
