import { HttpResponse, delay, http as mswHttp } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { account } from '@/lib/contract/account/auth';
import { endpoint } from '@/lib/contract/endpoint';
import { http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import { isSessionEnding } from '@/lib/http/session-ending';
import { tokens } from '@/lib/http/tokens';
import { fail, freshClient, jwt, ok, server, url, type RecordedHooks } from './support';

const orders = endpoint<{ n: number }, { n: number; by: string }>('sdc', 'test/orders');
const publicCall = endpoint<{ n: number }, { n: number; by: string }>('mdc', 'test/open', {
  ignoreToken: true,
});

let hooks: RecordedHooks;
/** Tokens the server accepts; anything else is answered with `rejectState`. */
let accepted: Set<string>;
let rejectState: number;
/** Authorization of every request that reached test/orders, in order. */
let sentWith: Array<string | null>;
let refreshBodies: URLSearchParams[];
let refreshAuth: Array<string | null>;
let issued: string[];
let refreshDelayMs: number;
let refreshAnswer: (() => Response) | null;

function serve() {
  server.use(
    mswHttp.post(url(orders.path), async ({ request }) => {
      const auth = request.headers.get('Authorization');
      sentWith.push(auth);
      const { n } = (await request.json()) as { n: number };
      await delay(10);
      const at = auth?.replace(/^Bearer /, '') ?? '';
      if (!accepted.has(at)) return fail(rejectState, 'token过期');
      return ok({ n, by: at });
    }),
    mswHttp.post(url(publicCall.path), async ({ request }) => {
      const { n } = (await request.json()) as { n: number };
      return ok({ n, by: request.headers.get('Authorization') ?? 'none' });
    }),
    mswHttp.post(url(account.refreshToken.path), async ({ request }) => {
      refreshAuth.push(request.headers.get('Authorization'));
      refreshBodies.push(new URLSearchParams(await request.text()));
      if (refreshDelayMs > 0) await delay(refreshDelayMs);
      if (refreshAnswer) return refreshAnswer();
      const at = jwt(7200, '42');
      issued.push(at);
      accepted.add(at);
      return ok({ at, rt: jwt(604_800, '42') });
    }),
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
beforeEach(() => {
  hooks = freshClient();
  accepted = new Set();
  rejectState = 10000000002;
  sentWith = [];
  refreshBodies = [];
  refreshAuth = [];
  issued = [];
  refreshDelayMs = 30;
  refreshAnswer = null;
  serve();
});

function login(atSecondsLeft: number, { serverAccepts = true, remember = false } = {}) {
  const at = jwt(atSecondsLeft);
  const rt = jwt(604_800);
  tokens.save({ at, rt }, remember);
  if (serverAccepts) accepted.add(at);
  return { at, rt };
}

describe('forced refresh on 10000000002 / 10000000004', () => {
  it.each([10000000002, 10000000004])(
    'state %i → one refresh, then the request is retried and succeeds',
    async (state) => {
      rejectState = state;
      const { at, rt } = login(3600, { serverAccepts: false });
      expect(await http.call(orders, { n: 1 })).toEqual({ n: 1, by: issued[0] });
      expect(refreshBodies).toHaveLength(1);
      expect(refreshBodies[0]!.get('rt')).toBe(rt);
      expect(sentWith).toEqual([`Bearer ${at}`, `Bearer ${issued[0]}`]);
      expect(tokens.getAccess()).toBe(issued[0]);
      expect(hooks.toast).not.toHaveBeenCalled();
      expect(hooks.logout).not.toHaveBeenCalled();
    },
  );

  it('the refresh call is form {rt} to /api/mdc/cuc/user/token/refresh, without Authorization', async () => {
    login(3600, { serverAccepts: false });
    await http.call(orders, { n: 1 });
    expect(account.refreshToken.path).toBe('/api/mdc/cuc/user/token/refresh');
    expect(refreshAuth).toEqual([null]);
    expect([...refreshBodies[0]!.keys()]).toEqual(['rt']);
  });

  it('retries only once: a second rejection reaches the caller with the server message', async () => {
    login(3600, { serverAccepts: false });
    accepted.add = () => accepted; // the server never accepts, even fresh tokens
    const err = await http.call(orders, { n: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ state: 10000000002, message: 'token过期' });
    expect(refreshBodies).toHaveLength(1);
    expect(sentWith).toHaveLength(2);
    // The refresh states stay a toast (§8 handles them with the refresh), and the session goes on.
    expect(hooks.toast).toHaveBeenCalledExactlyOnceWith('token过期', 5000);
    expect(hooks.alert).not.toHaveBeenCalled();
    expect(isSessionEnding(err)).toBe(false);
  });

  it('without a refresh token: tokens cleared, logout once, no toast', async () => {
    tokens.save({ at: jwt(3600), rt: '' }, false);
    const results = await Promise.allSettled([
      http.call(orders, { n: 1 }),
      http.call(orders, { n: 2 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(results.every((r) => r.status === 'rejected' && isSessionEnding(r.reason))).toBe(true);
    expect(refreshBodies).toHaveLength(0);
    expect(hooks.logout).toHaveBeenCalledOnce();
    expect(tokens.getAccess()).toBeNull();
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it('keeps the remember-me choice across a refresh', async () => {
    login(3600, { serverAccepts: false, remember: true });
    await http.call(orders, { n: 1 });
    expect(tokens.isRemembered()).toBe(true);
    expect(tokens.persistence()).toBeGreaterThan(Date.now());
  });
});

describe('single-flight: 50 concurrent requests across an expiry', () => {
  it('server-detected expiry: exactly one refresh call and all 50 resolve with their data', async () => {
    login(3600, { serverAccepts: false });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, n) => http.call(orders, { n })),
    );
    expect(refreshBodies).toHaveLength(1);
    expect(results).toEqual(Array.from({ length: 50 }, (_, n) => ({ n, by: issued[0] })));
    expect(sentWith.filter((a) => a === `Bearer ${issued[0]}`)).toHaveLength(50);
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it('client-detected expiry (under 300 s left): one refresh first, all 50 wait and send the new token', async () => {
    const { at } = login(120);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, n) => http.call(orders, { n })),
    );
    expect(refreshBodies).toHaveLength(1);
    expect(results.map((r) => r.n)).toEqual(Array.from({ length: 50 }, (_, n) => n));
    expect(results.every((r) => r.by === issued[0])).toBe(true);
    expect(sentWith).not.toContain(`Bearer ${at}`);
    expect(sentWith).toHaveLength(50);
  });

  it('the expiry passes while requests are in flight: both paths join the same single refresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const { at } = login(305, { serverAccepts: false }); // 305 s left: the first wave sends it
    refreshDelayMs = 60;
    const firstWave = Array.from({ length: 25 }, (_, n) => http.call(orders, { n }));
    vi.setSystemTime(start + 10_000); // now under 300 s: the second wave refreshes before sending
    const secondWave = Array.from({ length: 25 }, (_, n) => http.call(orders, { n: n + 25 }));
    const results = await Promise.all([...firstWave, ...secondWave]);
    expect(refreshBodies).toHaveLength(1);
    expect(results.map((r) => r.n)).toEqual(Array.from({ length: 50 }, (_, n) => n));
    expect(results.every((r) => r.by === issued[0])).toBe(true);
    expect(sentWith.filter((a) => a === `Bearer ${at}`)).toHaveLength(25);
    expect(sentWith.filter((a) => a === `Bearer ${issued[0]}`)).toHaveLength(50);
  });

  it('a request rejected after the refresh already finished retries with the new token, no second refresh', async () => {
    const { at } = login(3600, { serverAccepts: false });
    refreshDelayMs = 0;
    const fast = http.call(orders, { n: 1 });
    // This one's server answer is slowed until after the refresh above has completed.
    server.use(
      mswHttp.post(url(orders.path), async ({ request }) => {
        const auth = request.headers.get('Authorization');
        sentWith.push(auth);
        const { n } = (await request.json()) as { n: number };
        if (auth === `Bearer ${at}`) {
          await delay(150);
          return fail(10000000002, 'token过期');
        }
        return ok({ n, by: auth!.replace('Bearer ', '') });
      }),
    );
    const slow = http.call(orders, { n: 2 });
    await expect(Promise.all([fast, slow])).resolves.toHaveLength(2);
    expect(refreshBodies).toHaveLength(1);
  });
});

describe('refresh failure', () => {
  it('all 50 queued requests reject with ApiError, tokens are cleared, logout once, no toasts', async () => {
    login(3600, { serverAccepts: false });
    refreshAnswer = () => fail(503001, '刷新令牌已失效');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, n) => http.call(orders, { n })),
    );
    expect(refreshBodies).toHaveLength(1);
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError)).toBe(
      true,
    );
    expect(tokens.getAccess()).toBeNull();
    expect(tokens.getRefresh()).toBeNull();
    expect(hooks.logout).toHaveBeenCalledOnce();
    expect(hooks.toast).not.toHaveBeenCalled();
    expect(hooks.alert).not.toHaveBeenCalled();
    expect(results.every((r) => r.status === 'rejected' && isSessionEnding(r.reason))).toBe(true);
  });

  it('the same when the expiry is found before sending (under 300 s): nothing is sent', async () => {
    login(100);
    refreshAnswer = () => new HttpResponse(null, { status: 401 });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, n) => http.call(orders, { n })),
    );
    expect(refreshBodies).toHaveLength(1);
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError)).toBe(
      true,
    );
    expect(sentWith).toHaveLength(0);
    expect(hooks.logout).toHaveBeenCalledOnce();
    expect(tokens.authorization()).toBeNull();
  });

  it('a lost connection during the refresh keeps the tokens: no logout, the network error is shown once', async () => {
    const { at, rt } = login(100);
    refreshAnswer = () => HttpResponse.error();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, n) => http.call(orders, { n })),
    );
    expect(
      results.every((r) => r.status === 'rejected' && (r.reason as ApiError).kind === 'network'),
    ).toBe(true);
    expect(tokens.getAccess()).toBe(at);
    expect(tokens.getRefresh()).toBe(rt);
    expect(results.some((r) => r.status === 'rejected' && isSessionEnding(r.reason))).toBe(false);
    expect(hooks.logout).not.toHaveBeenCalled();
    expect(hooks.toast).toHaveBeenCalledExactlyOnceWith('网络异常，请检查网络连接', 5000);
    expect(hooks.track).toHaveBeenCalledOnce();
  });
});

describe('refresh before sending (under 300 s left)', () => {
  it('refreshes first when under 300 s remain and a refresh token exists', async () => {
    const { at } = login(299);
    expect(await http.call(orders, { n: 1 })).toEqual({ n: 1, by: issued[0] });
    expect(sentWith).toEqual([`Bearer ${issued[0]}`]);
    expect(sentWith).not.toContain(`Bearer ${at}`);
  });

  it('does not refresh with 300 s or more left', async () => {
    const { at } = login(600);
    await http.call(orders, { n: 1 });
    expect(refreshBodies).toHaveLength(0);
    expect(sentWith).toEqual([`Bearer ${at}`]);
  });

  it('without a refresh token just sends', async () => {
    const at = jwt(100);
    accepted.add(at);
    tokens.save({ at, rt: '' }, false);
    await expect(http.call(orders, { n: 1 })).resolves.toEqual({ n: 1, by: at });
    expect(refreshBodies).toHaveLength(0);
  });

  it('with a refresh token but no access token (remembered login after a relaunch) refreshes first', async () => {
    login(3600);
    const { appStorage } = await import('@/lib/storage/browser-storage');
    const { config } = await import('@/config');
    appStorage.remove(config.tokenStorageKey);
    expect(await http.call(orders, { n: 1 })).toEqual({ n: 1, by: issued[0] });
    expect(refreshBodies).toHaveLength(1);
  });

  it('a call that ignores the token never refreshes', async () => {
    login(100);
    await expect(http.call(publicCall, { n: 1 })).resolves.toEqual({ n: 1, by: 'none' });
    expect(refreshBodies).toHaveLength(0);
  });
});

describe('proactive refresh (startProactiveRefresh)', () => {
  async function ticks(ms: number) {
    await vi.advanceTimersByTimeAsync(ms);
  }

  it('checks every 20 s plus the random delay and refreshes once under 900 s remain', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { startProactiveRefresh } = await import('@/lib/http/refresh');
    login(1001); // exp is whole seconds: between 1000 and 1001 s left
    const stop = startProactiveRefresh({ random: () => 0.5 }); // every 25 s
    refreshDelayMs = 0;
    await ticks(24_999);
    expect(refreshBodies).toHaveLength(0);
    await ticks(75_001); // checks at 25, 50, 75, 100 s: over 975, 950, 925, 900 s left
    expect(refreshBodies).toHaveLength(0);
    await ticks(25_000); // 125 s: under 876 s left
    await vi.waitFor(() => expect(refreshBodies).toHaveLength(1));
    await vi.waitFor(() => expect(tokens.getAccess()).toBe(issued[0]));
    await ticks(250_000); // the new token has 7200 s: no more refreshes
    expect(refreshBodies).toHaveLength(1);
    stop();
  });

  it('the random delay adds up to 10 s to the 20 s period', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { startProactiveRefresh } = await import('@/lib/http/refresh');
    login(600); // already under 900 s: the first check refreshes
    refreshDelayMs = 0;
    const stopSlow = startProactiveRefresh({ random: () => 0.9999 });
    await ticks(29_998);
    expect(refreshBodies).toHaveLength(0);
    await ticks(1);
    await vi.waitFor(() => expect(refreshBodies).toHaveLength(1));
    stopSlow();

    login(600);
    const stopFast = startProactiveRefresh({ random: () => 0 });
    await ticks(19_999);
    expect(refreshBodies).toHaveLength(1);
    await ticks(1);
    await vi.waitFor(() => expect(refreshBodies).toHaveLength(2));
    stopFast();
  });

  it('stop() ends the checks; no refresh token means no refresh', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { startProactiveRefresh } = await import('@/lib/http/refresh');
    tokens.save({ at: jwt(100), rt: '' }, false);
    const stop = startProactiveRefresh({ random: () => 0 });
    await ticks(100_000);
    expect(refreshBodies).toHaveLength(0);
    login(100);
    stop();
    await ticks(100_000);
    expect(refreshBodies).toHaveLength(0);
  });
});
