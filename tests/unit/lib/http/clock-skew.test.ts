import { HttpResponse, http as mswHttp } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoint } from '@/lib/contract/endpoint';
import { http } from '@/lib/http/client';
import { createMemoryStorage, setStorageBackends } from '@/lib/storage/browser-storage';
import { freshClient, server, url, type RecordedHooks } from './support';

const ep = endpoint<Record<string, never>, null>('mdc', 'test/clock');
let hooks: RecordedHooks;
let serverOffsetMs: number;
let status: number;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  hooks = freshClient();
  serverOffsetMs = 0;
  status = 200;
  server.use(
    mswHttp.post(url(ep.path), () =>
      HttpResponse.json(status === 200 ? { success: true, data: null } : { msg: 'x' }, {
        status,
        headers: { Date: new Date(Date.now() + serverOffsetMs).toUTCString() },
      }),
    ),
  );
});

const minutes = (n: number) => n * 60_000;

describe('clock skew from the server Date header', () => {
  it('device 15 minutes behind: toast names 慢 and 15 minutes, 5000 ms, once per session', async () => {
    serverOffsetMs = minutes(15) + 20_000;
    await http.call(ep, {});
    await http.call(ep, {});
    await http.call(ep, {});
    expect(hooks.toast).toHaveBeenCalledExactlyOnceWith(
      '您的手机时间比标准时间慢了15分钟，请调整手机时间',
      5000,
    );
  });

  it('device 12 minutes ahead: toast names 快 and 12 minutes', async () => {
    serverOffsetMs = -(minutes(12) + 20_000);
    await http.call(ep, {});
    expect(hooks.toast).toHaveBeenCalledExactlyOnceWith(
      '您的手机时间比标准时间快了12分钟，请调整手机时间',
      5000,
    );
  });

  it('an offset under 10 minutes says nothing', async () => {
    serverOffsetMs = minutes(9);
    await http.call(ep, {});
    serverOffsetMs = -minutes(9);
    await http.call(ep, {});
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it('a new session (fresh session storage) warns again', async () => {
    serverOffsetMs = minutes(30) + 20_000;
    await http.call(ep, {});
    setStorageBackends({ local: createMemoryStorage(), session: createMemoryStorage() });
    await http.call(ep, {});
    expect(hooks.toast).toHaveBeenCalledTimes(2);
  });

  it('an error response also carries the server time', async () => {
    serverOffsetMs = minutes(20) + 20_000;
    status = 500;
    await http.call(ep, {}, { ignoreErrors: true }).catch(() => {});
    expect(hooks.toast).toHaveBeenCalledExactlyOnceWith(
      '您的手机时间比标准时间慢了20分钟，请调整手机时间',
      5000,
    );
  });
});
