/**
 * A write sent with the idempotency key of its intended action (`lib/storage/action-intents`: the
 * endpoint and what the payload asks for, without its SMS code or password), kept in localStorage
 * until the answer is definite: a retry after a lost answer — in this visit or after leaving, a
 * reload or a new code — repeats the key, so the server does it at most once and replays its first
 * answer; an answer (done, or refused) is definite, so the next such write is a new attempt with a
 * new key. The screen's Form or Button runs it single-flight. The client reports failures (a
 * refusal is an alert in the server's words).
 *
 * `changes` are the reads the write makes stale. After a refusal what is on screen may have moved
 * on (departed, handled meanwhile), so they are read again at once and the screen says why; after a
 * success they are read again at once only with `refetchAfterSuccess` (a screen that stays),
 * otherwise when next shown (a screen that leaves).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Endpoint, ReqOf, ResOf } from '@/lib/contract/endpoint';
import type { ClientData } from '@/lib/contract/envelope';
import { http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import { endpointKey } from '@/lib/query/endpoint-query';
import { actionIntents, identityOf } from '@/lib/storage/action-intents';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any>;

export function useVisitWrite<E extends AnyEndpoint>(
  ep: E,
  changes: readonly AnyEndpoint[],
  refetchAfterSuccess = false,
) {
  const client = useQueryClient();
  return useCallback(
    async (
      payload: ReqOf<E>,
      identity: unknown = identityOf(payload),
    ): Promise<ClientData<ResOf<E>>> => {
      const invalidate = (refetchType: 'active' | 'none') =>
        Promise.all(
          changes.map((read) =>
            client.invalidateQueries({ queryKey: endpointKey(read), refetchType }),
          ),
        );
      const { key } = actionIntents.open(ep.path, identity);
      try {
        const result = await http.call(ep, payload, { idempotencyKey: key });
        actionIntents.settle(ep.path, identity);
        await invalidate(refetchAfterSuccess ? 'active' : 'none');
        return result;
      } catch (err) {
        if (err instanceof ApiError && err.kind === 'business')
          actionIntents.settle(ep.path, identity);
        else actionIntents.markUnknown(ep.path, identity);
        void invalidate('active');
        throw err;
      }
    },
    [client, ep, changes, refetchAfterSuccess],
  );
}
