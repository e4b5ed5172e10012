import { HttpResponse, http as mswHttp } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { config } from '@/config';
import { endpoint } from '@/lib/contract/endpoint';
import { http } from '@/lib/http/client';
import { tokens } from '@/lib/http/tokens';
import { freshClient, jwt, ok, server, url, type RecordedHooks } from './support';

const getDetail = endpoint<Record<string, never>, { ok: boolean }>('mdc', 'test/headers');
const publicCall = endpoint<Record<string, never>, { ok: boolean }>('mdc', 'test/public', {
  ignoreToken: true,
});

let seen: Headers[] = [];
let hooks: RecordedHooks;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  hooks = freshClient();
  seen = [];
  for (const ep of [getDetail, publicCall]) {
    server.use(
      mswHttp.post(url(ep.path), ({ request }) => {
        seen.push(request.headers);
        return ok({ ok: true });
      }),
    );
  }
});

describe('request headers', () => {
  it('sends appId, tenantId, appType, appBrand, deviceId, appVersion and the API version `version`', async () => {
    await http.call(getDetail, {});
    const h = seen[0]!;
    expect(h.get('appId')).toBe(config.appId);
    expect(h.get('tenantId')).toBe(config.tenantId);
    expect(h.get('appType')).toBe(config.appType);
    expect(h.get('appBrand')).toBe('HUAWEI');
    expect(h.get('deviceId')).toBe('dev-1');
    expect(h.get('appVersion')).toBe('1.3.0');
    expect(h.get('version')).toBe(config.apiVersion);
    expect(config.apiVersion).toBe('1.0.0');
  });

  it('sends appBrand `unkown` (the server’s spelling) when the device gives no brand', async () => {
    hooks.device.mockReturnValue({ deviceId: 'd', appBrand: '', appVersion: '1.0.0' });
    await http.call(getDetail, {});
    expect(seen[0]!.get('appBrand')).toBe('unkown');
  });

  it('sends appBrand `unkown` with the default hooks', async () => {
    const { resetHttpHooks } = await import('@/lib/http/hooks');
    resetHttpHooks();
    await http.call(getDetail, {});
    expect(seen[0]!.get('appBrand')).toBe('unkown');
  });

  it('sends Authorization `Bearer <at>` when a token is stored', async () => {
    const at = jwt(3600);
    tokens.save({ at, rt: jwt(86_400) }, false);
    await http.call(getDetail, {});
    expect(seen[0]!.get('Authorization')).toBe(`Bearer ${at}`);
  });

  it('sends no Authorization when none is stored', async () => {
    await http.call(getDetail, {});
    expect(seen[0]!.has('Authorization')).toBe(false);
  });

  it('sends no Authorization for an endpoint that ignores the token, or a call that does', async () => {
    tokens.save({ at: jwt(3600), rt: jwt(86_400) }, false);
    await http.call(publicCall, {});
    await http.call(getDetail, {}, { ignoreToken: true });
    expect(seen[0]!.has('Authorization')).toBe(false);
    expect(seen[1]!.has('Authorization')).toBe(false);
  });

  it('a call can send the token to an endpoint that ignores it by default (ignoreToken: false)', async () => {
    const at = jwt(3600);
    tokens.save({ at, rt: jwt(86_400) }, false);
    await http.call(publicCall, {}, { ignoreToken: false });
    expect(seen[0]!.get('Authorization')).toBe(`Bearer ${at}`);
  });

  it('sends longitude and latitude only when the location is known', async () => {
    await http.call(getDetail, {});
    hooks.location.mockReturnValue({ longitude: 113.264385, latitude: 23.129112 });
    await http.call(getDetail, {});
    expect(seen[0]!.has('longitude')).toBe(false);
    expect(seen[0]!.has('latitude')).toBe(false);
    expect(seen[1]!.get('longitude')).toBe('113.264385');
    expect(seen[1]!.get('latitude')).toBe('23.129112');
  });

  it('sends Idempotency-Key only when the call gives one', async () => {
    await http.call(getDetail, {});
    await http.call(getDetail, {}, { idempotencyKey: 'withdraw-7f3a' });
    expect(seen[0]!.has('Idempotency-Key')).toBe(false);
    expect(seen[1]!.get('Idempotency-Key')).toBe('withdraw-7f3a');
  });

  it('names every header key exactly as the server expects', async () => {
    const { requestHeaders } = await import('@/lib/http/request-headers');
    hooks.location.mockReturnValue({ longitude: 1, latitude: 2 });
    expect(Object.keys(requestHeaders('at', 'k')).sort()).toEqual(
      [
        'appId',
        'tenantId',
        'Authorization',
        'longitude',
        'latitude',
        'appType',
        'appBrand',
        'deviceId',
        'appVersion',
        'version',
        'Idempotency-Key',
      ].sort(),
    );
  });
});

describe('base URL', () => {
  it('sends to config.apiBaseUrl joined with the endpoint path', async () => {
    const { httpAxios } = await import('@/lib/http/transport');
    // Node needs an absolute URL; the app default (same origin) is config.apiBaseUrl.
    expect(httpAxios.defaults.baseURL).toBe('http://api.test');
    server.use(
      mswHttp.post(url('/api/sdc/test/joined'), () =>
        HttpResponse.json({ errcode: 10000, data: 'joined' }),
      ),
    );
    await expect(
      http.call(endpoint<Record<string, never>, string>('sdc', 'test/joined'), {}),
    ).resolves.toBe('joined');
  });
});
