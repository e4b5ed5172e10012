/**
 * The wallet's reads (fcc, §7.2). The balance comes from the server only (never summed on the
 * phone) and is read again whenever the wallet shows or the app comes back to the front. Lists and
 * totals are shown inline by their screens (查询出错 with retry), so the client does not report them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageLoader } from '@/components/paged-list';
import { useEndpointPages } from '@/hooks/use-endpoint-pages';
import {
  money,
  type DriverRecord,
  type DriverRecordFilter,
  type MonthStatistics,
} from '@/lib/contract/money/wallet';
import { endpointQuery } from '@/lib/query/endpoint-query';

const inline = { ignoreErrors: true } as const;

export function walletBalanceQueryOptions() {
  return queryOptions({
    ...endpointQuery(money.getBalanceByDriver, {}, inline),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
}

export function useWalletBalance() {
  return useQuery(walletBalanceQueryOptions());
}

export function recordSummaryQueryOptions(filter: DriverRecordFilter) {
  return queryOptions({ ...endpointQuery(money.recordSummary, filter, inline), staleTime: 0 });
}

export function useRecordSummary(filter: DriverRecordFilter) {
  return useQuery(recordSummaryQueryOptions(filter));
}

export function useRecordPageLoader(filter: DriverRecordFilter): PageLoader<DriverRecord> {
  return useEndpointPages(money.recordPage, filter);
}

export function useStatisticsPageLoader(): PageLoader<MonthStatistics> {
  return useEndpointPages(money.recordStatistics, {});
}
