/**
 * The after-sales reads and writes (docs/api-contract.md "Waybill after-sales"). Every read here is
 * shown inline by its screen (LoadFailed), so none is reported by the client as well. Writes carry
 * the visit's idempotency key and are reported by the client (a refusal is an alert with the
 * server's message); after one, the waybill and its lists are read again.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageLoader } from '@/components/paged-list';
import { useEndpointPages } from '@/hooks/use-endpoint-pages';
import { useVisitWrite, type AnyEndpoint } from '@/hooks/use-visit-write';
import {
  waybillAfterSales as api,
  type Complaint,
  type ComplaintState,
} from '@/lib/contract/waybill/after-sales';
import { endpointQuery } from '@/lib/query/endpoint-query';

const inline = { ignoreErrors: true } as const;

/** Fixed lists: read once a visit. */
const fixed = { staleTime: Infinity } as const;

export function useCancelReasons() {
  return useQuery({ ...endpointQuery(api.getCancelReasons, {}, inline), ...fixed });
}

export function useEvaluateTags() {
  return useQuery({ ...endpointQuery(api.getEvaluateTags, {}, inline), ...fixed });
}

export function useAbnormalTypes() {
  return useQuery({ ...endpointQuery(api.getAbnormalTypes, {}, inline), ...fixed });
}

export function complaintQueryOptions(id: string) {
  return queryOptions({ ...endpointQuery(api.complaintInfo, { id }, inline), staleTime: 0 });
}

export function useComplaint(id: string) {
  return useQuery({ ...complaintQueryOptions(id), enabled: id !== '' });
}

/** The PagedList loader of one state's complaints (none: all), fresh on every request. */
export function useComplaintPageLoader(state: ComplaintState | undefined): PageLoader<Complaint> {
  return useEndpointPages(api.complaintListPage, { state });
}

/**
 * A write with the visit's idempotency key (src/hooks/use-visit-write.ts); the screen leaves after
 * it, and what it changes (the waybill, the complaints) is the endpoint's `changes`.
 */
export function useAfterSalesWrite<E extends AnyEndpoint>(ep: E) {
  return useVisitWrite(ep);
}
