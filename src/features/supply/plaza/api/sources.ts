/**
 * The plaza's and the enterprise pages' reads (contract: supply.ts). Lists are loaders for the
 * kit's PagedList, which shows their errors itself (查询出错 + retry), so they are not reported.
 */
import { useQuery } from '@tanstack/react-query';
import type { PageLoader } from '@/components/paged-list';
import type { SearchOptions } from '@/components/select-field';
import {
  supply,
  type Enterprise,
  type GoodsSource,
  type SourceListQuery,
} from '@/lib/contract/supply/market';
import { http } from '@/lib/http/client';
import { ApiError, isCancelled } from '@/lib/http/errors';
import { endpointQuery } from '@/lib/query/endpoint-query';

export type SourceFilter = Omit<SourceListQuery, 'pageIndex' | 'pageSize'>;

/** One page of sources matching `filter` (plaza tabs, an enterprise's sources). */
export function sourcePageLoader(filter: SourceFilter): PageLoader<GoodsSource> {
  return ({ pageIndex, pageSize, signal }) =>
    http.call(supply.listPage, { ...filter, pageIndex, pageSize }, { signal, ignoreErrors: true });
}

/** Sources nearest to the driver's position, both kinds. */
export function nearestPageLoader(at: {
  longitude: number;
  latitude: number;
}): PageLoader<GoodsSource> {
  return ({ pageIndex, pageSize, signal }) =>
    http.call(
      supply.listNearestToMePage,
      { longitude: at.longitude, latitude: at.latitude, pageIndex, pageSize },
      { signal, ignoreErrors: true },
    );
}

/** The driver's plates containing the keyword (the search field shows its own errors). */
export const searchPlates: SearchOptions = async (keyword, signal) => {
  const plates = await http.call(
    supply.searchVehicleNumber,
    { keyword },
    { signal, ignoreErrors: true },
  );
  return (Array.isArray(plates) ? plates : []).map((plate) => ({ label: plate, value: plate }));
};

/** Enterprises publishing on the platform, by name. */
export function enterprisePageLoader(keyword: string): PageLoader<Enterprise> {
  return ({ pageIndex, pageSize, signal }) =>
    http.call(
      supply.listEnterprise,
      keyword ? { keyword, pageIndex, pageSize } : { pageIndex, pageSize },
      { signal, ignoreErrors: true },
    );
}

/** One enterprise by its share code; the page shows the failure itself. */
export function enterpriseQueryOptions(shareCode: string) {
  return endpointQuery(supply.getEnterprise, { shareCode }, { ignoreErrors: true });
}

/** The server's answer about this code (not found, say) is final; a lost connection is retried once. */
const retryUnlessAnswered = (failures: number, error: Error) =>
  !(error instanceof ApiError && (error.kind === 'business' || error.kind === 'http')) &&
  !isCancelled(error) &&
  failures < 1;

export function useEnterprise(shareCode: string) {
  return useQuery({ ...enterpriseQueryOptions(shareCode), retry: retryUnlessAnswered });
}
