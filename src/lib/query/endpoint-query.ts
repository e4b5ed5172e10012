/**
 * TanStack Query options built from the API contract, so a key can never collide or drift: a read's
 * key is `[endpoint.path, payload]`, a write's mutation key `[endpoint.path]`. Feature `api/` modules
 * export `xQueryOptions` built here and a `useX` hook over them (bulletproof-react's shape).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Endpoint, ReqOf, ResOf } from '@/lib/contract/endpoint';
import type { ClientData } from '@/lib/contract/envelope';
import { http, type CallOptions } from '@/lib/http/client';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEndpoint = Endpoint<any, any>;

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

/** Options of a write: the mutation key and a function sending the payload. */
export function endpointMutation<E extends AnyEndpoint>(
  ep: E,
  call: CallOptions | ((payload: ReqOf<E>) => CallOptions) = {},
) {
  return {
    mutationKey: endpointKey(ep),
    mutationFn: (payload: ReqOf<E>): Promise<ClientData<ResOf<E>>> =>
      http.call(ep, payload, typeof call === 'function' ? call(payload) : call),
  };
}
