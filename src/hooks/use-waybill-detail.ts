/**
 * One waybill read in full (`wayBillDriver/getDetail`), shared by the waybill areas (details, the
 * trip, after-sales) so they share one cache entry per waybill and a write in one area refreshes
 * what the others show: after a write, invalidate `endpointKey(waybillTrip.getDetail)`.
 */
import { useQuery } from '@tanstack/react-query';
import { waybillTrip } from '@/lib/contract/waybill/trip';
import { endpointQuery } from '@/lib/query/endpoint-query';

/** `inline`: the screen words a failed read itself (LoadFailed); the client reports it otherwise. */
export function waybillDetailQueryOptions(id: string, errors: 'report' | 'inline' = 'inline') {
  return endpointQuery(
    waybillTrip.getDetail,
    { id },
    errors === 'inline' ? { ignoreErrors: true } : {},
  );
}

/** The waybill `id` (none: not read, e.g. a link without an id). */
export function useWaybillDetail(id: string | null, errors: 'report' | 'inline' = 'inline') {
  return useQuery({
    ...waybillDetailQueryOptions(id ?? '', errors),
    enabled: id !== null && id !== '',
  });
}
