import { delay, http as mswHttp } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { account } from '@/lib/contract/account/auth';
import { endpoint } from '@/lib/contract/endpoint';
import { http } from '@/lib/http/client';
import { ApiError, CancelledError, isCancelled } from '@/lib/http/errors';
import { tokens } from '@/lib/http/tokens';
import { freshClient, jwt, ok, server, settle, url, type RecordedHooks } from './support';

const search = endpoint<{ q: string }, string>('fcc', 'test/search', { encoding: 'form' });
let hooks: RecordedHooks;
let received: string[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  hooks = freshClient();
  received = [];
  server.use(
    mswHttp.post(url(search.path), async ({ request }) => {
      const q = new URLSearchParams(await request.text()).get('q')!;
      received.push(q);
      await delay(q === 'slow' ? 300 : 20);
      return ok(`result:${q}`);
    }),
  );
});

async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => 'resolved',
    (e: unknown) => e,
  );
}

function expectNothingShown() {
  expect(hooks.toast).not.toHaveBeenCalled();
  expect(hooks.alert).not.toHaveBeenCalled();
  expect(hooks.track).not.toHaveBeenCalled();
  expect(hooks.logout).not.toHaveBeenCalled();
}

describe('cancel by key', () => {
  it('a newer call with the same key cancels the older one; the newer resolves', async () => {
    const older = caught(http.call(search, { q: 'slow' }, { cancelKey: 'bank-search' }));
    await settle(5);
    const newer = http.call(search, { q: '工商' }, { cancelKey: 'bank-search' });
    const err = await older;
    expect(isCancelled(err)).toBe(true);
    expect(err).not.toBeInstanceOf(ApiError);
    await expect(newer).resolves.toBe('result:工商');
    expectNothingShown();
  });

  it('http.cancel(key) cancels the call holding the key, without a toast', async () => {
    const pending = caught(http.call(search, { q: 'slow' }, { cancelKey: 'list' }));
    await settle(5);
    http.cancel('list');
    expect(isCancelled(await pending)).toBe(true);
    expectNothingShown();
  });

  it('cancelling an unknown key or a finished call does nothing', async () => {
    await expect(http.call(search, { q: 'a' }, { cancelKey: 'k' })).resolves.toBe('result:a');
    http.cancel('k');
    http.cancel('never-used');
    await expect(http.call(search, { q: 'b' }, { cancelKey: 'k' })).resolves.toBe('result:b');
  });

  it('calls with different keys do not cancel each other', async () => {
    const a = http.call(search, { q: 'x' }, { cancelKey: 'a' });
    const b = http.call(search, { q: 'y' }, { cancelKey: 'b' });
    await expect(Promise.all([a, b])).resolves.toEqual(['result:x', 'result:y']);
  });
});

describe('AbortSignal (TanStack Query)', () => {
  it('an aborted signal cancels the call: rejects with a cancellation, nothing shown', async () => {
    const controller = new AbortController();
    const pending = caught(http.call(search, { q: 'slow' }, { signal: controller.signal }));
    await settle(5);
    controller.abort();
    const err = await pending;
    expect(isCancelled(err)).toBe(true);
    expectNothingShown();
  });

  it('an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(
      isCancelled(await caught(http.call(search, { q: 'a' }, { signal: controller.signal }))),
    ).toBe(true);
    await settle(30);
    expect(received).toEqual([]);
  });

  it('a call waiting for a token refresh can be cancelled; the refresh carries on for the others', async () => {
    tokens.save({ at: jwt(60), rt: jwt(86_400) }, false);
    const fresh = jwt(7200);
    let refreshes = 0;
    server.use(
      mswHttp.post(url(account.refreshToken.path), async () => {
        refreshes += 1;
        await delay(100);
        return ok({ at: fresh, rt: jwt(86_400) });
      }),
    );
    const controller = new AbortController();
    const cancelled = caught(http.call(search, { q: 'a' }, { signal: controller.signal }));
    const other = http.call(search, { q: 'b' });
    await settle(20);
    controller.abort();
    expect(isCancelled(await cancelled)).toBe(true);
    await expect(other).resolves.toBe('result:b');
    expect(refreshes).toBe(1);
    expect(received).toEqual(['b']);
    expect(tokens.getAccess()).toBe(fresh);
    expectNothingShown();
  });
});

describe('isCancelled', () => {
  it('recognises our cancellation, axios and fetch aborts, and nothing else', async () => {
    const { CanceledError } = await import('axios');
    expect(isCancelled(new CancelledError())).toBe(true);
    expect(isCancelled(new CanceledError())).toBe(true);
    expect(isCancelled(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isCancelled(new ApiError('network', '网络异常，请检查网络连接'))).toBe(false);
    expect(isCancelled(new Error('x'))).toBe(false);
    expect(isCancelled(null)).toBe(false);
    expect(isCancelled('CanceledError')).toBe(false);
  });
});
