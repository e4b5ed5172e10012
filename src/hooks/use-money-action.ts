/**
 * A money action (withdraw, entrust): one idempotency key per intended action, reused on every
 * retry until the answer is definite, and never a blind re-post. When the answer is lost (time-out,
 * no connection, a gateway error) the hook asks the server what became of the key
 * (requestState/get): done → the first answer, exactly as it was (success, or the refusal in the
 * server's words); running → ask again shortly; unknown → the write never arrived, so it is sent
 * once more with the same key. If the server cannot be asked either, the action ends in
 * `MoneyOutcomeUnknown` and keeps its key: the next tap asks again before anything is sent.
 *
 * The screen runs it single-flight (its Button's loading state, so a double tap sends once) and
 * reads the balance again afterwards: `changes` are the reads it invalidates and refetches.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { ReqOf, ResOf } from '@/lib/contract/endpoint';
import type { ClientData } from '@/lib/contract/envelope';
import { requestState, type RequestState } from '@/lib/contract/request-state';
import { http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import { reportFailure } from '@/lib/http/report';
import { endpointKey } from '@/lib/query/endpoint-query';
import type { AnyEndpoint } from './use-visit-write';

export const MONEY_ACTION_MESSAGES = {
  unknown: '网络异常，暂时无法确认结果。请勿重复操作，稍后再试将先查询本次操作的结果',
} as const;

/** The outcome could not be learnt (the server cannot be reached): the key is kept. */
export class MoneyOutcomeUnknown extends Error {
  constructor() {
    super(MONEY_ACTION_MESSAGES.unknown);
    this.name = 'MoneyOutcomeUnknown';
  }
}

/** The answer was lost on the way: the write may or may not have been done. */
export function isUncertain(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  if (err.kind === 'timeout' || err.kind === 'network') return true;
  return err.kind === 'http' && (err.status === 502 || err.status === 503 || err.status === 504);
}

const POLL_MS = 1000;
const POLLS = 10;

async function askState(path: string, key: string): Promise<RequestState> {
  for (let i = 0; ; i += 1) {
    const state = await http.call(
      requestState.get,
      { idempotencyKey: key, path },
      { ignoreErrors: true },
    );
    if (state.state !== 'running' || i >= POLLS) return state;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

export function useMoneyAction<E extends AnyEndpoint>(ep: E, changes: readonly AnyEndpoint[]) {
  const client = useQueryClient();
  const key = useRef<string | null>(null);
  /** A lost answer seen for the current key: the next call asks before it sends. */
  const lost = useRef(false);

  return useCallback(
    async (payload: ReqOf<E>): Promise<ClientData<ResOf<E>>> => {
      const refresh = () =>
        Promise.all(
          changes.map((read) => client.invalidateQueries({ queryKey: endpointKey(read) })),
        );
      const definite = () => {
        key.current = null;
        lost.current = false;
        void refresh();
      };
      key.current ??= crypto.randomUUID();
      const k = key.current;

      const resolve = async (): Promise<ClientData<ResOf<E>> | 'send'> => {
        let state: RequestState;
        try {
          state = await askState(ep.path, k);
        } catch {
          throw new MoneyOutcomeUnknown();
        }
        if (state.state === 'unknown') return 'send';
        if (state.state === 'running') throw new MoneyOutcomeUnknown();
        definite();
        if (state.success) return state.data as ClientData<ResOf<E>>;
        const refusal = new ApiError('business', state.msg, { state: state.code, url: ep.path });
        reportFailure(refusal, false);
        throw refusal;
      };

      if (lost.current) {
        const known = await resolve();
        if (known !== 'send') return known;
      }
      try {
        const result = await http.call(ep, payload, { idempotencyKey: k, ignoreErrors: true });
        definite();
        return result;
      } catch (err) {
        if (isUncertain(err)) {
          lost.current = true;
          const known = await resolve();
          if (known !== 'send') return known;
          // The server never saw it: send it again, once, with the same key.
          try {
            const result = await http.call(ep, payload, { idempotencyKey: k, ignoreErrors: true });
            definite();
            return result;
          } catch (again) {
            if (isUncertain(again)) throw new MoneyOutcomeUnknown();
            if (again instanceof ApiError) {
              if (again.kind === 'business') definite();
              reportFailure(again, false);
            }
            throw again;
          }
        }
        if (err instanceof ApiError) {
          if (err.kind === 'business') definite();
          reportFailure(err, false);
        }
        throw err;
      }
    },
    [client, ep, changes],
  );
}
