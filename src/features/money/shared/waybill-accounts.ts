/**
 * The accounts a waybill's freight may go to (the payee's are the ones not the driver's), read
 * afresh each time and shown inline by the screen: the entrust form and the waybill's account picker.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionAccount } from '@/lib/contract/money/collection-account';
import { endpointQuery } from '@/lib/query/endpoint-query';

export function waybillAccountsQueryOptions(waybillId: string, keyword?: string) {
  const payload = keyword ? { waybillId, keyword } : { waybillId };
  return queryOptions({
    ...endpointQuery(collectionAccount.listForWaybill, payload, { ignoreErrors: true }),
    staleTime: 0,
  });
}

export function useWaybillAccounts(waybillId: string, keyword?: string) {
  return useQuery({
    ...waybillAccountsQueryOptions(waybillId, keyword),
    enabled: waybillId !== '',
  });
}
