/**
 * The freight-change reads and writes (docs/api-contract.md "Waybill after-sales"). Reads are shown
 * inline by their screens (LoadFailed, the list's states), so the client does not report them too.
 * Writes carry the visit's idempotency key and are reported by the client (a refusal is an alert
 * with the server's message); after one, the changes, the waybill and its lists are read again.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PageLoader } from '@/components/paged-list';
import { useEndpointPages } from '@/hooks/use-endpoint-pages';
import { useVisitWrite, type AnyEndpoint } from '@/hooks/use-visit-write';
import type { SourceKind } from '@/lib/contract/supply/load';
import {
  waybillAfterSales as api,
  type FreightChange,
  type FreightChangeListQuery,
} from '@/lib/contract/waybill/after-sales';
import { ApiError } from '@/lib/http/errors';
import { endpointQuery } from '@/lib/query/endpoint-query';

const inline = { ignoreErrors: true } as const;

/** Whether a waybill has a change waiting for the driver (and which). */
export function isFreightChangeQueryOptions(waybillId: string) {
  return queryOptions({
    ...endpointQuery(api.isFreightChange, { waybillId }, inline),
    staleTime: 0,
  });
}

export function useIsFreightChange(waybillId: string | null) {
  return useQuery({
    ...isFreightChangeQueryOptions(waybillId ?? ''),
    enabled: waybillId !== null && waybillId !== '',
  });
}

/** One change in full: 整车 and 大宗 changes are read from their own paths. */
export function freightChangeQueryOptions(kind: SourceKind, id: string) {
  const ep = kind === 'bulk' ? api.freightChangeDazongDetails : api.freightChangeDetails;
  return queryOptions({ ...endpointQuery(ep, { id }, inline), staleTime: 0 });
}

export function useFreightChange(kind: SourceKind, id: string) {
  return useQuery({ ...freightChangeQueryOptions(kind, id), enabled: id !== '' });
}

/** A rule the server holds the query to (state 400); a failing service (500 …) is 查询出错 and retried. */
function isRefusal(err: unknown): err is ApiError {
  return err instanceof ApiError && err.kind === 'business' && err.state === 400;
}

export type FreightListFilter = Pick<FreightChangeListQuery, 'keyword' | 'state'>;

/**
 * The PagedList loader of the driver's changes (pending first), fresh on every request. A refusal
 * (关键字不能超过20个字符) is handed to `onRefused` in the server's words before the list says 查询出错.
 */
export function useFreightChangePageLoader(
  filter: FreightListFilter,
  onRefused?: (message: string) => void,
): PageLoader<FreightChange> {
  const onError = useCallback(
    (err: unknown) => {
      if (isRefusal(err)) onRefused?.(err.message);
    },
    [onRefused],
  );
  return useEndpointPages(
    api.freightChangeListPage,
    { keyword: filter.keyword, state: filter.state },
    onError,
  );
}

/**
 * A write with the visit's idempotency key (src/hooks/use-visit-write.ts); the screen stays and
 * shows the result: the change, its lists and the waybill's freight are the endpoint's `changes`,
 * read again at once.
 */
export function useFreightChangeWrite<E extends AnyEndpoint>(ep: E) {
  return useVisitWrite(ep);
}
