/**
 * The after-sales reads and writes (docs/api-contract.md "Waybill after-sales"). Every read here is
 * shown inline by its screen (LoadFailed), so none is reported by the client as well. Writes carry
 * the visit's idempotency key and are reported by the client (a refusal is an alert with the
 * server's message); after one, the waybill and its lists are read again.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { PageLoader } from '@/components/paged-list';
import type { Endpoint, ReqOf, ResOf } from '@/lib/contract/endpoint';
import type { ClientData } from '@/lib/contract/envelope';
import { waybill } from '@/lib/contract/waybill';
import {
  waybillAfterSales as api,
  type Complaint,
  type ComplaintState,
} from '@/lib/contract/waybill-after-sales';
import { http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import { endpointKey, endpointQuery } from '@/lib/query/endpoint-query';

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
  const client = useQueryClient();
  return useCallback(
    async ({ pageIndex, pageSize, signal }) => {
      const payload = state ? { pageIndex, pageSize, state } : { pageIndex, pageSize };
      const options = queryOptions({
        ...endpointQuery(api.complaintListPage, payload, inline),
        staleTime: 0,
      });
      const cancel = () => void client.cancelQueries({ queryKey: options.queryKey });
      signal.addEventListener('abort', cancel, { once: true });
      try {
        return await client.fetchQuery(options);
      } finally {
        signal.removeEventListener('abort', cancel);
      }
    },
    [client, state],
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEndpoint = Endpoint<any, any>;

/** What a write changes besides the waybill itself. */
const changedReads: readonly AnyEndpoint[] = [
  waybill.getDetail,
  waybill.listPage,
  waybill.countByStatus,
  api.complaintListPage,
  api.complaintInfo,
];

/**
 * A write sent with one idempotency key per screen visit: a retry after a lost answer repeats the
 * key, so the server does it at most once; a refusal is a definite answer, so the next try is a new
 * attempt with a new key (the server would replay the refusal). The screen's Form runs it
 * single-flight. After a refusal
 * the waybill or complaint may have moved on (departed, being handled): what is on screen is read
 * again at once, so the screen says why; after a success the screen leaves, so later reads suffice.
 */
export function useAfterSalesWrite<E extends AnyEndpoint>(ep: E) {
  const client = useQueryClient();
  const key = useRef<string | null>(null);
  return useCallback(
    async (payload: ReqOf<E>): Promise<ClientData<ResOf<E>>> => {
      const invalidate = (refetchType: 'active' | 'none') =>
        Promise.all(
          changedReads.map((read) =>
            client.invalidateQueries({ queryKey: endpointKey(read), refetchType }),
          ),
        );
      key.current ??= crypto.randomUUID();
      try {
        const result = await http.call(ep, payload, { idempotencyKey: key.current });
        await invalidate('none');
        return result;
      } catch (err) {
        if (err instanceof ApiError && err.kind === 'business') key.current = null;
        void invalidate('active');
        throw err;
      }
    },
    [client, ep],
  );
}
