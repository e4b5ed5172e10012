/** §8's convention: a failed response state → an alert; a request error → a 5 s toast. */
import { HttpResponse, delay, http as mswHttp } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoint } from '@/lib/contract/endpoint';
import { http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import { fail, freshClient, server, url, type RecordedHooks } from './support';

const ep = endpoint<Record<string, never>, { ok: boolean }>('sdc', 'test/report');
let hooks: RecordedHooks;

function answer(resolver: Parameters<typeof mswHttp.post>[1]) {
  server.use(mswHttp.post(url(ep.path), resolver));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  hooks = freshClient();
});

describe('a failed response state', () => {
  it('→ an alert with the server message, no toast', async () => {
    answer(() => fail(503100, '该运单已被抢'));
    const err = await failure(http.call(ep, {}));
    expect(err).toMatchObject({ kind: 'business', state: 503100 });
    expect(hooks.alert).toHaveBeenCalledExactlyOnceWith('该运单已被抢');
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it('without a message → an alert saying 系统异常', async () => {
    answer(() => HttpResponse.json({ success: false, state: 1 }));
    await failure(http.call(ep, {}));
    expect(hooks.alert).toHaveBeenCalledExactlyOnceWith('系统异常');
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it('in answer to a download → an alert too', async () => {
    const file = endpoint<{ id: number }, Blob>('sdc', 'test/report-file', { method: 'GET' });
    server.use(mswHttp.get(url(file.path), () => fail(503100, '合同不存在')));
    await failure(http.download(file, { id: 1 }));
    expect(hooks.alert).toHaveBeenCalledExactlyOnceWith('合同不存在');
    expect(hooks.toast).not.toHaveBeenCalled();
  });
});

describe('a request error', () => {
  it('HTTP 500 → a 5000 ms toast, no alert', async () => {
    answer(() => HttpResponse.json({ state: 500, msg: 'boom' }, { status: 500 }));
    await failure(http.call(ep, {}));
    expect(hooks.toast).toHaveBeenCalledExactlyOnceWith('服务器内部错误', 5000);
    expect(hooks.alert).not.toHaveBeenCalled();
  });

  it('a time-out → a 5000 ms toast, no alert', async () => {
    answer(async () => {
      await delay(2_000);
      return HttpResponse.json({ success: true, data: null });
    });
    await failure(http.call(ep, {}, { timeoutMs: 50 }));
    expect(hooks.toast).toHaveBeenCalledExactlyOnceWith('接口请求超时', 5000);
    expect(hooks.alert).not.toHaveBeenCalled();
  });

  it('a non-JSON answer → a 5000 ms toast, no alert', async () => {
    answer(() => new HttpResponse('<html></html>', { headers: { 'Content-Type': 'text/html' } }));
    await failure(http.call(ep, {}));
    expect(hooks.toast).toHaveBeenCalledExactlyOnceWith('服务器返回了非JSON格式数据', 5000);
    expect(hooks.alert).not.toHaveBeenCalled();
  });
});

describe('a call that ignores errors', () => {
  it.each([
    ['a failed state', () => fail(503100, '该运单已被抢')],
    ['HTTP 500', () => new HttpResponse(null, { status: 500 })],
    ['a signature mismatch', () => fail(10000000006, 'sign error')],
  ])('%s → neither alert nor toast, still rejects', async (_name, resolver) => {
    answer(resolver);
    await failure(http.call(ep, {}, { ignoreErrors: true }));
    expect(hooks.alert).not.toHaveBeenCalled();
    expect(hooks.toast).not.toHaveBeenCalled();
  });
});
