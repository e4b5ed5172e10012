/**
 * The collection-account reads and writes. Reads are shown inline by their screens (LoadFailed, the
 * list's states), so the client does not report them too. Writes carry the visit's idempotency key
 * and are reported by the client (a refusal is an alert in the server's words).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PageLoader } from '@/components/paged-list';
import { useEndpointPages } from '@/hooks/use-endpoint-pages';
import { useVisitWrite, type AnyEndpoint } from '@/hooks/use-visit-write';
import {
  collectionAccount as api,
  type CollectionAccount,
} from '@/lib/contract/money/collection-account';
import { ApiError } from '@/lib/http/errors';
import { endpointQuery } from '@/lib/query/endpoint-query';

const inline = { ignoreErrors: true } as const;

export function accountQueryOptions(id: string) {
  return queryOptions({ ...endpointQuery(api.get, { id }, inline), staleTime: 0 });
}

export function useAccount(id: string) {
  return useQuery({ ...accountQueryOptions(id), enabled: id !== '' });
}

/** The PagedList loader of my accounts; a refusal (关键字…) goes to `onRefused` in the server's words. */
export function useAccountPageLoader(
  keyword: string | undefined,
  onRefused?: (message: string) => void,
): PageLoader<CollectionAccount> {
  const onError = useCallback(
    (err: unknown) => {
      if (err instanceof ApiError && err.kind === 'business') onRefused?.(err.message);
    },
    [onRefused],
  );
  return useEndpointPages(api.listPage, { keyword }, onError);
}

/** An account write; what it changes (the lists, the waybills' payee) is the endpoint's `changes`. */
export function useAccountWrite<E extends AnyEndpoint>(ep: E) {
  return useVisitWrite(ep);
}
