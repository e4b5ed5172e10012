/**
 * useMoneyAction: one idempotency key per intended action, kept across a lost answer; the server is
 * asked (requestState/get) before anything is sent again; a definite answer ends the key.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MoneyOutcomeUnknown, useMoneyAction } from '@/hooks/use-money-action';
import { requestState } from '@/lib/contract/common/request-state';
import { withdraw } from '@/lib/contract/money/withdraw';
import { ApiError } from '@/lib/http/errors';
import { actionIntents, identityOf } from '@/lib/storage/action-intents';
import { createMemoryStorage, setStorageBackends } from '@/lib/storage/browser-storage';
import { fail, freshClient, ok, onPost, server } from '../lib/http/support';

type Apply = ReturnType<typeof useMoneyAction<typeof withdraw.add>>;

/** The hook's action, taken from one render (its refs live as long as the function). */
function action(): Apply {
  let got: Apply | null = null;
  function Probe() {
    got = useMoneyAction(withdraw.add, []);
    return null;
  }
  const client = new QueryClient();
  renderToString(createElement(QueryClientProvider, { client }, createElement(Probe)));
  return got!;
}

const PAYLOAD = { waybillId: 'WB0001', amount: 10_000, bankCardId: 'C0001', code: '123456' };
const APPLICATION = { id: 'W1', amount: 10_000 };

interface Seen {
  adds: (string | null)[];
  asks: { idempotencyKey: string; path: string }[];
}

function record(addAnswers: (() => Response)[], askAnswers: (() => Response)[]): Seen {
  const seen: Seen = { adds: [], asks: [] };
  onPost(withdraw.add.path, ({ request }) => {
    seen.adds.push(request.headers.get('Idempotency-Key'));
    return (addAnswers.shift() ?? (() => ok(APPLICATION)))();
  });
  onPost(requestState.get.path, async ({ request }) => {
    seen.asks.push((await request.json()) as Seen['asks'][number]);
    return (askAnswers.shift() ?? (() => ok({ state: 'unknown' })))();
  });
  return seen;
}

const dropped = () => HttpResponse.error();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  freshClient();
  setStorageBackends({ local: createMemoryStorage(), session: createMemoryStorage() });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('useMoneyAction', () => {
  it('asks after a lost answer and returns the first answer without posting again', async () => {
    const seen = record([dropped], [() => ok({ state: 'done', success: true, data: APPLICATION })]);
    const apply = action();
    await expect(apply(PAYLOAD)).resolves.toEqual(APPLICATION);
    expect(seen.adds).toHaveLength(1);
    expect(seen.asks).toEqual([{ idempotencyKey: seen.adds[0], path: withdraw.add.path }]);
  });

  it('sends once more with the same key when the write never arrived', async () => {
    const seen = record([dropped], [() => ok({ state: 'unknown' })]);
    const apply = action();
    await expect(apply(PAYLOAD)).resolves.toEqual(APPLICATION);
    expect(seen.adds).toHaveLength(2);
    expect(seen.adds[1]).toBe(seen.adds[0]);
  });

  it('gives MoneyOutcomeUnknown when it cannot ask, and the next tap asks before it sends', async () => {
    const seen = record([dropped], [dropped]);
    const apply = action();
    await expect(apply(PAYLOAD)).rejects.toBeInstanceOf(MoneyOutcomeUnknown);
    expect(seen.adds).toHaveLength(1);
    seen.asks.length = 0;
    server.resetHandlers();
    const again = record([], [() => ok({ state: 'done', success: true, data: APPLICATION })]);
    await expect(apply(PAYLOAD)).resolves.toEqual(APPLICATION);
    expect(again.adds).toHaveLength(0);
    expect(again.asks[0]?.idempotencyKey).toBe(seen.adds[0]);
  });

  it('a refusal is definite: the next tap is a new action with a new key', async () => {
    const seen = record([() => fail(400, '验证码错误')], []);
    const apply = action();
    const refused = await apply(PAYLOAD).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe('验证码错误');
    await expect(apply(PAYLOAD)).resolves.toEqual(APPLICATION);
    expect(seen.adds).toHaveLength(2);
    expect(seen.adds[1]).not.toBe(seen.adds[0]);
    expect(seen.asks).toHaveLength(0);
  });

  it('a success ends the key too', async () => {
    const seen = record([], []);
    const apply = action();
    await apply(PAYLOAD);
    await apply(PAYLOAD);
    expect(seen.adds[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen.adds[1]).not.toBe(seen.adds[0]);
  });

  it('left after an unknown outcome, back after a reload with a new code: asks, never applies twice', async () => {
    const seen = record([dropped], [dropped]);
    await expect(action()(PAYLOAD)).rejects.toBeInstanceOf(MoneyOutcomeUnknown);
    expect(seen.adds).toHaveLength(1);

    // A new render is what a reload leaves: nothing in memory, the intent in localStorage.
    server.resetHandlers();
    const again = record([], [() => ok({ state: 'done', success: true, data: APPLICATION })]);
    await expect(action()({ ...PAYLOAD, code: '654321' })).resolves.toEqual(APPLICATION);
    expect(again.adds).toHaveLength(0);
    expect(again.asks).toEqual([{ idempotencyKey: seen.adds[0], path: withdraw.add.path }]);

    // Known now: the same waybill and amount again is a new application with a new key.
    await action()({ ...PAYLOAD, code: '111111' });
    expect(again.adds).toHaveLength(1);
    expect(again.adds[0]).not.toBe(seen.adds[0]);
  });

  it('a page gone while the write was on its way (pending): asks first, sends with the same key when it never arrived', async () => {
    const seen = record([], [() => ok({ state: 'unknown' })]);
    const first = actionIntents.open(withdraw.add.path, identityOf(PAYLOAD));
    await expect(action()({ ...PAYLOAD, code: '222222' })).resolves.toEqual(APPLICATION);
    expect(seen.asks).toEqual([{ idempotencyKey: first.key, path: withdraw.add.path }]);
    expect(seen.adds).toEqual([first.key]);
    expect(actionIntents.find(withdraw.add.path, identityOf(PAYLOAD))).toBeNull();
  });

  it('a refused first attempt learnt after a reload is shown in the server’s words and ends the intent', async () => {
    record([dropped], [dropped]);
    await expect(action()(PAYLOAD)).rejects.toBeInstanceOf(MoneyOutcomeUnknown);
    server.resetHandlers();
    const again = record(
      [],
      [() => ok({ state: 'done', success: false, msg: '可提现余额不足', code: 400 })],
    );
    const refused = await action()(PAYLOAD).catch((e: unknown) => e);
    expect((refused as ApiError).message).toBe('可提现余额不足');
    expect(again.adds).toHaveLength(0);
    expect(actionIntents.find(withdraw.add.path, identityOf(PAYLOAD))).toBeNull();
  });
});
