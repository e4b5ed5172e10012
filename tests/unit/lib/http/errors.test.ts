import { HttpResponse, delay, http as mswHttp } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoint } from '@/lib/contract/endpoint';
import { http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import { HTTP_MESSAGES, HTTP_STATUS_MESSAGES } from '@/lib/http/messages';
import { tokens } from '@/lib/http/tokens';
import { fail, freshClient, jwt, server, url, type RecordedHooks } from './support';

const ep = endpoint<Record<string, never>, { ok: boolean }>('mdc', 'test/errors');
let hooks: RecordedHooks;

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

function answer(resolver: Parameters<typeof mswHttp.post>[1]) {
  server.use(mswHttp.post(url(ep.path), resolver));
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  hooks = freshClient();
});

describe('the message catalogue', () => {
  it('has the exact Chinese message of every HTTP status and generic error', () => {
    expect(HTTP_STATUS_MESSAGES).toEqual({
      400: '请求错误',
      401: '未授权，请重新登录',
      403: '拒绝访问',
      404: '请求地址出错',
      405: '请求方法不允许',
      406: '请求的格式不可得',
      410: '请求的资源被永久删除',
      415: '不支持的媒体类型',
      500: '服务器内部错误',
      502: '网关错误',
      503: '服务不可用',
      504: '网关超时',
    });
    expect(HTTP_MESSAGES).toMatchObject({
      timeout: '接口请求超时',
      network: '网络异常，请检查网络连接',
      system: '系统异常',
      nonJson: '服务器返回了非JSON格式数据',
      attachmentNameMissing: '附件名称缺失',
    });
  });
});

describe('HTTP status errors', () => {
  const statuses: Array<[number, string]> = [
    [400, '请求错误'],
    [403, '拒绝访问'],
    [404, '请求地址出错'],
    [405, '请求方法不允许'],
    [406, '请求的格式不可得'],
    [410, '请求的资源被永久删除'],
    [415, '不支持的媒体类型'],
    [500, '服务器内部错误'],
    [502, '网关错误'],
    [503, '服务不可用'],
    [504, '网关超时'],
  ];

  it.each(statuses)('HTTP %i → %s, toasted 5000 ms and tracked 5002', async (status, message) => {
    answer(() => HttpResponse.json({ msg: 'server words', state: status }, { status }));
    const err = await rejection(http.call(ep, {}));
    expect(err).toMatchObject({ kind: 'http', status, message, state: status });
    expect(hooks.toast).toHaveBeenCalledExactlyOnceWith(message, 5000);
    expect(hooks.track).toHaveBeenCalledExactlyOnceWith({
      eventId: 5002,
      eventName: 'HTTP or server error',
      eventData: { url: ep.path, status, state: status, message },
    });
  });

  it('a non-JSON error page still gets the status message', async () => {
    answer(
      () =>
        new HttpResponse('<h1>Bad Gateway</h1>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const err = await rejection(http.call(ep, {}));
    expect(err).toMatchObject({
      kind: 'http',
      status: 502,
      message: '网关错误',
      data: '<h1>Bad Gateway</h1>',
    });
  });

  it('a status outside the catalogue uses the server message, else 系统异常', async () => {
    answer(() => HttpResponse.json({ msg: '请求过于频繁' }, { status: 429 }));
    expect((await rejection(http.call(ep, {}))).message).toBe('请求过于频繁');
    answer(() => new HttpResponse('', { status: 418 }));
    expect((await rejection(http.call(ep, {}))).message).toBe('系统异常');
  });

  it('ignoreErrors suppresses the toast, not the tracking', async () => {
    answer(() => new HttpResponse(null, { status: 500 }));
    await rejection(http.call(ep, {}, { ignoreErrors: true }));
    expect(hooks.toast).not.toHaveBeenCalled();
    expect(hooks.track).toHaveBeenCalledWith(expect.objectContaining({ eventId: 5002 }));
  });
});

describe('time-out and network errors', () => {
  it('a time-out → 接口请求超时, toasted and tracked 5001', async () => {
    answer(async () => {
      await delay(2_000);
      return HttpResponse.json({ success: true, data: null });
    });
    const err = await rejection(http.call(ep, {}, { timeoutMs: 50 }));
    expect(err).toMatchObject({ kind: 'timeout', message: '接口请求超时' });
    expect(hooks.toast).toHaveBeenCalledExactlyOnceWith('接口请求超时', 5000);
    expect(hooks.track).toHaveBeenCalledExactlyOnceWith({
      eventId: 5001,
      eventName: 'Request timed out or network error',
      eventData: { url: ep.path, status: undefined, state: undefined, message: '接口请求超时' },
    });
  });

  it('a network error → 网络异常，请检查网络连接, toasted and tracked 5001', async () => {
    answer(() => HttpResponse.error());
    const err = await rejection(http.call(ep, {}));
    expect(err).toMatchObject({ kind: 'network', message: '网络异常，请检查网络连接' });
    expect(hooks.toast).toHaveBeenCalledExactlyOnceWith('网络异常，请检查网络连接', 5000);
    expect(hooks.track).toHaveBeenCalledWith(expect.objectContaining({ eventId: 5001 }));
  });
});

describe('session states', () => {
  beforeEach(() => {
    tokens.save({ at: jwt(3600), rt: jwt(86_400) }, false);
  });

  it('HTTP 401 → logout, no toast', async () => {
    answer(() => new HttpResponse(null, { status: 401 }));
    const err = await rejection(http.call(ep, {}));
    expect(err).toMatchObject({ kind: 'http', status: 401, message: '未授权，请重新登录' });
    expect(hooks.logout).toHaveBeenCalledOnce();
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it('state 505001 → tokens cleared, then loginExpired once for many concurrent requests', async () => {
    let tokensWhenNotified: string | null = 'not called';
    hooks.loginExpired.mockImplementation(() => {
      tokensWhenNotified = tokens.authorization();
    });
    answer(async () => {
      await delay(10);
      return fail(505001, '登录过期');
    });
    const errors = await Promise.all(
      Array.from({ length: 10 }, () => rejection(http.call(ep, {}))),
    );
    expect(errors.every((e) => e.state === 505001)).toBe(true);
    expect(hooks.loginExpired).toHaveBeenCalledOnce();
    expect(tokensWhenNotified).toBeNull();
    expect(tokens.getAccess()).toBeNull();
    expect(tokens.getRefresh()).toBeNull();
    expect(hooks.toast).not.toHaveBeenCalled();
    expect(hooks.logout).not.toHaveBeenCalled();
  });

  it('505001 even on a call that ignores errors', async () => {
    answer(() => fail(505001, '登录过期'));
    await rejection(http.call(ep, {}, { ignoreErrors: true }));
    expect(hooks.loginExpired).toHaveBeenCalledOnce();
  });

  it('a new login starts a new session: the next 505001 shows the dialog again', async () => {
    answer(() => fail(505001, '登录过期'));
    await rejection(http.call(ep, {}));
    tokens.save({ at: jwt(3600), rt: jwt(86_400) }, false);
    await rejection(http.call(ep, {}));
    expect(hooks.loginExpired).toHaveBeenCalledTimes(2);
  });

  it('state 10000000003 → logout, no toast', async () => {
    answer(() => fail(10000000003, 'token无效'));
    const err = await rejection(http.call(ep, {}));
    expect(err.state).toBe(10000000003);
    expect(hooks.logout).toHaveBeenCalledOnce();
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it("state 10000000006 → alert 'Token signature mismatch', no toast", async () => {
    answer(() => fail(10000000006, 'sign error'));
    const err = await rejection(http.call(ep, {}));
    expect(err.state).toBe(10000000006);
    expect(hooks.alert).toHaveBeenCalledExactlyOnceWith('Token signature mismatch');
    expect(hooks.toast).not.toHaveBeenCalled();
    expect(hooks.logout).not.toHaveBeenCalled();
  });
});

describe('download', () => {
  const file = endpoint<{ id: number }, Blob>('sdc', 'test/download', { method: 'GET' });

  it('resolves with the blob and the filename from Content-Disposition', async () => {
    server.use(
      mswHttp.get(
        url(file.path),
        () =>
          new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': `attachment; filename="x.pdf"; filename*=UTF-8''${encodeURIComponent('运输合同.pdf')}`,
            },
          }),
      ),
    );
    const { blob, filename } = await http.download(file, { id: 1 });
    expect(filename).toBe('运输合同.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
  });

  it('reads a plain, URL-encoded filename', async () => {
    server.use(
      mswHttp.get(
        url(file.path),
        () =>
          new HttpResponse('a,b', {
            headers: {
              'Content-Disposition': `attachment;filename=${encodeURIComponent('账单.csv')}`,
            },
          }),
      ),
    );
    expect((await http.download(file, { id: 1 })).filename).toBe('账单.csv');
  });

  it('no attachment name → 附件名称缺失, toasted', async () => {
    server.use(
      mswHttp.get(
        url(file.path),
        () => new HttpResponse('data', { headers: { 'Content-Type': 'application/octet-stream' } }),
      ),
    );
    const err = await rejection(http.download(file, { id: 1 }));
    expect(err).toMatchObject({ kind: 'attachment', message: '附件名称缺失' });
    expect(hooks.toast).toHaveBeenCalledExactlyOnceWith('附件名称缺失', 5000);
  });

  it('an error envelope instead of a file → the server message', async () => {
    server.use(mswHttp.get(url(file.path), () => fail(503100, '合同不存在')));
    const err = await rejection(http.download(file, { id: 1 }));
    expect(err).toMatchObject({ kind: 'business', message: '合同不存在', state: 503100 });
  });
});
