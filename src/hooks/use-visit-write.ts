/**
 * A write sent with one idempotency key per attempt: a retry after a lost answer repeats the key,
 * so the server does it at most once; an answer (done, or refused) is definite, so the next write
 * of the visit is a new attempt with a new key (the server would replay the last answer). The screen's Form or Button runs
 * it single-flight. The client reports failures (a refusal is an alert in the server's words).
 *
 * `changes` are the reads the write makes stale. After a refusal what is on screen may have moved
 * on (departed, handled meanwhile), so they are read again at once and the screen says why; after a
 * success they are read again at once only with `refetchAfterSuccess` (a screen that stays),
 * otherwise when next shown (a screen that leaves).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { Endpoint, ReqOf, ResOf } from '@/lib/contract/endpoint';
import type { ClientData } from '@/lib/contract/envelope';
import { http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import { endpointKey } from '@/lib/query/endpoint-query';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any>;

export function useVisitWrite<E extends AnyEndpoint>(
  ep: E,
  changes: readonly AnyEndpoint[],
  refetchAfterSuccess = false,
) {
  const client = useQueryClient();
  const key = useRef<string | null>(null);
  return useCallback(
    async (payload: ReqOf<E>): Promise<ClientData<ResOf<E>>> => {
      const invalidate = (refetchType: 'active' | 'none') =>
        Promise.all(
          changes.map((read) =>
            client.invalidateQueries({ queryKey: endpointKey(read), refetchType }),
          ),
        );
      key.current ??= crypto.randomUUID();
      try {
        const result = await http.call(ep, payload, { idempotencyKey: key.current });
        key.current = null;
        await invalidate(refetchAfterSuccess ? 'active' : 'none');
        return result;
      } catch (err) {
        if (err instanceof ApiError && err.kind === 'business') key.current = null;
        void invalidate('active');
        throw err;
      }
    },
    [client, ep, changes, refetchAfterSuccess],
  );
}
