/** The driver's waybills: one page of a state's list (or a search) for the kit's PagedList, and the counts. */
import { useQuery } from '@tanstack/react-query';
import type { PageLoader } from '@/components/paged-list';
import { waybill, type WaybillStatus, type WaybillSummary } from '@/lib/contract/waybill/waybills';
import { http } from '@/lib/http/client';
import { endpointQuery } from '@/lib/query/endpoint-query';

/** Errors are shown in the list (查询出错 with retry). */
export function waybillPageLoader(status: WaybillStatus | null): PageLoader<WaybillSummary> {
  return ({ pageIndex, pageSize, signal }) =>
    http.call(
      waybill.listPage,
      { pageIndex, pageSize, ...(status ? { status } : {}) },
      { signal, ignoreErrors: true },
    );
}

/** Waybills whose number, plate or goods match `keyword` (≤ 20 characters). */
export function waybillSearchLoader(keyword: string): PageLoader<WaybillSummary> {
  return ({ pageIndex, pageSize, signal }) =>
    http.call(waybill.listPage, { pageIndex, pageSize, keyword }, { signal, ignoreErrors: true });
}

/** The tabs show no count rather than an error when the counts fail. */
export function waybillCountsQueryOptions() {
  return endpointQuery(waybill.countByStatus, {}, { ignoreErrors: true });
}

export function useWaybillCounts() {
  return useQuery(waybillCountsQueryOptions());
}
