/**
 * A money action (withdraw, entrust, a fuel order): the idempotency key belongs to the intended
 * action (`lib/storage/action-intents`: the endpoint and what the payload asks for, without its SMS
 * code or secret), kept in localStorage until the outcome is known — so a retry, after leaving the
 * screen, a reload or a new SMS code, is the same action with the same key, never a second one.
 *
 * An intent found open (its answer was lost, or the page went away while it was sent) is never
 * re-posted blindly: the hook first asks the server what became of the key (requestState/get):
 * done → the first answer, exactly as it was (success, or the refusal in the server's words);
 * running → ask again shortly; unknown → the write never arrived, so it is sent with the same key.
 * When the answer of a send is lost (time-out, no connection, a gateway error) it asks the same
 * way. If the server cannot be asked either, the action ends in `MoneyOutcomeUnknown` and keeps its
 * key: the next try asks again before anything is sent.
 *
 * The screen runs it single-flight (its Form's busy state, so a double tap sends once) and reads
 * the balance again afterwards: `changes` are the reads it invalidates and refetches.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ReqOf, ResOf } from '@/lib/contract/endpoint';
import type { ClientData } from '@/lib/contract/envelope';
import { requestState, type RequestState } from '@/lib/contract/common/request-state';
import { http } from '@/lib/http/client';
import { ApiError, isUncertain } from '@/lib/http/errors';
import { reportFailure } from '@/lib/http/report';
import { endpointKey } from '@/lib/query/endpoint-query';
import { actionIntents, identityOf } from '@/lib/storage/action-intents';
import type { AnyEndpoint } from './use-visit-write';

const MONEY_ACTION_MESSAGES = {
  unknown: '网络异常，暂时无法确认结果。请勿重复操作，稍后再试将先查询本次操作的结果',
} as const;

/** The outcome could not be learnt (the server cannot be reached): the key is kept. */
export class MoneyOutcomeUnknown extends Error {
  constructor() {
    super(MONEY_ACTION_MESSAGES.unknown);
    this.name = 'MoneyOutcomeUnknown';
  }
}

export { isUncertain } from '@/lib/http/errors';

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

/**
 * `action(payload, identity?)`: `identity` is what makes two tries the same action; by default the
 * payload without its credentials (`identityOf`).
 */
export function useMoneyAction<E extends AnyEndpoint>(ep: E, changes: readonly AnyEndpoint[]) {
  const client = useQueryClient();

  return useCallback(
    async (
      payload: ReqOf<E>,
      identity: unknown = identityOf(payload),
    ): Promise<ClientData<ResOf<E>>> => {
      const refresh = () =>
        Promise.all(
          changes.map((read) => client.invalidateQueries({ queryKey: endpointKey(read) })),
        );
      const definite = () => {
        actionIntents.settle(ep.path, identity);
        void refresh();
      };
      const unknown = () => {
        actionIntents.markUnknown(ep.path, identity);
        return new MoneyOutcomeUnknown();
      };
      const intent = actionIntents.open(ep.path, identity);
      const k = intent.key;

      const resolve = async (): Promise<ClientData<ResOf<E>> | 'send'> => {
        let state: RequestState;
        try {
          state = await askState(ep.path, k);
        } catch {
          throw unknown();
        }
        if (state.state === 'unknown') return 'send';
        if (state.state === 'running') throw unknown();
        definite();
        if (state.success) return state.data as ClientData<ResOf<E>>;
        const refusal = new ApiError('business', state.msg, { state: state.code, url: ep.path });
        reportFailure(refusal, false);
        throw refusal;
      };

      /** One send with the intent's key; `retry` after a lost answer that the server never saw. */
      const send = async (retry: boolean): Promise<ClientData<ResOf<E>> | 'lost'> => {
        try {
          const result = await http.call(ep, payload, { idempotencyKey: k, ignoreErrors: true });
          definite();
          return result;
        } catch (err) {
          if (isUncertain(err)) {
            if (retry) throw unknown();
            actionIntents.markUnknown(ep.path, identity);
            return 'lost';
          }
          if (err instanceof ApiError) {
            if (err.kind === 'business') definite();
            reportFailure(err, false);
          }
          throw err;
        }
      };

      if (intent.resumed) {
        const known = await resolve();
        if (known !== 'send') return known;
      }
      const first = await send(false);
      if (first !== 'lost') return first;
      const known = await resolve();
      if (known !== 'send') return known;
      // The server never saw it: send it again, once, with the same key.
      const again = await send(true);
      if (again === 'lost') throw unknown();
      return again;
    },
    [client, ep, changes],
  );
}
