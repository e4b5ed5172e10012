/**
 * The bank-card reads and writes (bankInfoDMC, §7.2). Reads are shown inline by their screens
 * (the list's states, LoadFailed); writes carry the visit's idempotency key and are reported by the
 * client (a refusal is an alert in the server's words).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageLoader } from '@/components/paged-list';
import { useEndpointPages } from '@/hooks/use-endpoint-pages';
import { useVisitWrite, type AnyEndpoint } from '@/hooks/use-visit-write';
import { bankInfo, type BankCard } from '@/lib/contract/money/bank-card';
import { http } from '@/lib/http/client';
import { sms } from '@/lib/contract/common/sms';
import { endpointQuery } from '@/lib/query/endpoint-query';

const inline = { ignoreErrors: true } as const;

export function bankCardQueryOptions(id: string) {
  return queryOptions({ ...endpointQuery(bankInfo.get, { id }, inline), staleTime: 0 });
}

export function useBankCard(id: string) {
  return useQuery({ ...bankCardQueryOptions(id), enabled: id !== '' });
}

/** The PagedList loader of the driver's bound cards, the withdrawal card first. */
export function useBankCardPages(): PageLoader<BankCard> {
  return useEndpointPages(bankInfo.listPage, {});
}

/**
 * A card write with the visit's idempotency key. What it changes is the endpoint's `changes`: every
 * screen showing the cards (the withdrawal's card too) reads them again at once.
 */
export function useBankWrite<E extends AnyEndpoint>(ep: E) {
  return useVisitWrite(ep);
}

/** The server's word on a number (bank, debit or not); a refusal is reported by the client. */
export function checkCardNo(cardNo: string) {
  return http.call(bankInfo.checkCard, { cardNo });
}

/** The reserved mobile's code (template bankCard). */
export function sendBankCardCode(mobile: string) {
  return http.call(sms.sendSmByTemplate, { mobile, template: 'bankCard' });
}

/** The entrusted-account check (受托账户校验): the bank's answer, matched or not. */
export function checkEntrustAccount(cardNo: string, accountName: string) {
  return http.call(bankInfo.checkEntrustAccount, { cardNo, accountName });
}
