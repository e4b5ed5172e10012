/**
 * TanStack Query options built from the API contract, so a key can never collide or drift: a read's
 * key is `[endpoint.path, payload]`, a write's mutation key `[endpoint.path]`. Feature `api/` modules
 * export `xQueryOptions` built here and a `useX` hook over them (bulletproof-react's shape).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { readsChangedBy, type AnyEndpoint, type ReqOf, type ResOf } from '@/lib/contract/endpoint';
import type { ClientData } from '@/lib/contract/envelope';
import { http, type CallOptions } from '@/lib/http/client';

/** Every cached read of one endpoint, whatever its payload (for invalidation). */
export function endpointKey(ep: AnyEndpoint): readonly [string] {
  return [ep.path];
}

/**
 * Options of a read. `call` carries client options such as `ignoreErrors` — only for a screen that
 * shows this read's error inline (the client reports every other failure itself).
 */
export function endpointQuery<E extends AnyEndpoint>(
  ep: E,
  payload: ReqOf<E>,
  call: Omit<CallOptions, 'signal'> = {},
) {
  return queryOptions({
    queryKey: [ep.path, payload] as readonly [string, ReqOf<E>],
    queryFn: ({ signal }): Promise<ClientData<ResOf<E>>> =>
      http.call(ep, payload, { ...call, signal }),
  });
}

/**
 * Options of a write: the mutation key and a function sending the payload. What the write changes
 * is its endpoint's `changes` (read again on the client's announcement); the mutation settles once
 * those reads on screen hold the new answer, so a screen never acts on what the write changed.
 */
export function endpointMutation<E extends AnyEndpoint>(
  ep: E,
  call: CallOptions | ((payload: ReqOf<E>) => CallOptions) = {},
) {
  return {
    mutationKey: endpointKey(ep),
    mutationFn: async (
      payload: ReqOf<E>,
      context?: { client: QueryClient },
    ): Promise<ClientData<ResOf<E>>> => {
      const result = await http.call(
        ep,
        payload,
        typeof call === 'function' ? call(payload) : call,
      );
      if (context) await changesSettled(context.client, ep);
      return result;
    },
  };
}

/** Invalidates the reads `ep` changes; `refetchType` 'none' only marks them stale. */
export function invalidateChanges(
  client: QueryClient,
  ep: AnyEndpoint,
  refetchType: 'active' | 'none' = 'active',
): Promise<void> {
  return Promise.all(
    readsChangedBy(ep).map((read) =>
      client.invalidateQueries({ queryKey: endpointKey(read), refetchType }),
    ),
  ).then(() => undefined);
}

/**
 * Waits until the reads `ep` changed that are on screen hold the server's new answer: the refetch
 * the announcement started is joined, not repeated (`cancelRefetch: false`).
 */
function changesSettled(client: QueryClient, ep: AnyEndpoint): Promise<void> {
  return Promise.all(
    readsChangedBy(ep).map((read) =>
      client.refetchQueries(
        {
          queryKey: endpointKey(read),
          type: 'active',
          predicate: (query) => query.state.fetchStatus === 'fetching',
        },
        { cancelRefetch: false },
      ),
    ),
  ).then(() => undefined);
}
