/** Shared set-up for the HTTP client tests: msw/node server, recorded hooks, fresh storage, JWTs. */
import {
  HttpResponse,
  http as mswHttp,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import { resetHttpHooks, setHttpHooks, type HttpHooks } from '@/lib/http/hooks';
import { sessionStarted } from '@/lib/http/session-end';
import { httpAxios } from '@/lib/http/transport';
import { setStorageBackends } from '@/lib/storage/browser-storage';

export const BASE = 'http://api.test';

export const server = setupServer();

export function url(path: string): string {
  return `${BASE}${path}`;
}

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, undefined>;

export function onPost(path: string, resolver: Resolver) {
  server.use(mswHttp.post(url(path), resolver));
}

export function ok<T>(data: T, init?: ResponseInit) {
  return HttpResponse.json({ success: true, state: 200, data }, init);
}

export function fail(state: number, msg: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ success: false, state, msg, data: null, ...extra });
}

function base64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** A JWT of ours whose `exp` is `secondsFromNow` after Date.now(). */
export function jwt(secondsFromNow: number, id = '42', username = '13800000002'): string {
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(
    JSON.stringify({ sub: JSON.stringify({ username, id }), exp, iat: exp - 7200 }),
  );
  return `${header}.${payload}.${base64Url(`sig-${id}-${exp}-${Math.random()}`)}`;
}

export type RecordedHooks = { [K in keyof HttpHooks]: ReturnType<typeof vi.fn<HttpHooks[K]>> };

/** Fresh memory storage, a new session and recording hooks; returns the hooks. */
export function freshClient(overrides: Partial<HttpHooks> = {}): RecordedHooks {
  setStorageBackends();
  sessionStarted();
  resetHttpHooks();
  httpAxios.defaults.baseURL = BASE;
  const hooks: RecordedHooks = {
    toast: vi.fn<HttpHooks['toast']>(),
    alert: vi.fn<HttpHooks['alert']>(),
    loginExpired: vi.fn<HttpHooks['loginExpired']>(),
    logout: vi.fn<HttpHooks['logout']>(),
    track: vi.fn<HttpHooks['track']>(),
    location: vi.fn<HttpHooks['location']>(() => null),
    beforeSend: vi.fn<HttpHooks['beforeSend']>(() => null),
    device: vi.fn<HttpHooks['device']>(() => ({
      deviceId: 'dev-1',
      appBrand: 'HUAWEI',
      appVersion: '1.3.0',
    })),
    written: vi.fn<HttpHooks['written']>(),
  };
  for (const [name, impl] of Object.entries(overrides)) {
    (hooks as Record<string, ReturnType<typeof vi.fn>>)[name]!.mockImplementation(impl as never);
  }
  setHttpHooks(hooks);
  return hooks;
}

/** Lets pending promise callbacks and msw's interception run. */
export function settle(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
