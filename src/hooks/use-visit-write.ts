/**
 * A write sent with the idempotency key of its intended action (`lib/storage/action-intents`: the
 * endpoint and what the payload asks for, without its SMS code or password), kept in localStorage
 * until the answer is definite: a retry after a lost answer — in this visit or after leaving, a
 * reload or a new code — repeats the key, so the server does it at most once and replays its first
 * answer; an answer (done, or refused) is definite, so the next such write is a new attempt with a
 * new key. The screen's Form or Button runs it single-flight. The client reports failures (a
 * refusal is an alert in the server's words).
 *
 * What the write makes stale is its endpoint's `changes` (lib/contract): after a success, or a lost
 * answer, the HTTP client announces it and every read it names is read again (lib/query/
 * write-changes). After a refusal what is on screen may have moved on too (departed, handled
 * meanwhile), so the same reads are read again at once and the screen says why.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AnyEndpoint, ReqOf, ResOf } from '@/lib/contract/endpoint';
import type { ClientData } from '@/lib/contract/envelope';
import { http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import { invalidateChanges } from '@/lib/query/endpoint-query';
import { sendIntended } from '@/lib/http/intended-write';
import { identityOf } from '@/lib/storage/action-intents';

export type { AnyEndpoint } from '@/lib/contract/endpoint';

export function useVisitWrite<E extends AnyEndpoint>(ep: E) {
  const client = useQueryClient();
  return useCallback(
    async (
      payload: ReqOf<E>,
      identity: unknown = identityOf(payload),
    ): Promise<ClientData<ResOf<E>>> => {
      try {
        return await sendIntended(ep.path, identity, (idempotencyKey) =>
          http.call(ep, payload, { idempotencyKey }),
        );
      } catch (err) {
        if (err instanceof ApiError && err.kind === 'business') void invalidateChanges(client, ep);
        throw err;
      }
    },
    [client, ep],
  );
}
