import { HttpResponse, http as mswHttp } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoint } from '@/lib/contract/endpoint';
import type { ServerPage } from '@/lib/contract/envelope';
import { http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import { freshClient, server, url, type RecordedHooks } from './support';

const ep = endpoint<Record<string, never>, { name: string }>('mdc', 'test/envelope');
const pageEp = endpoint<{ pageIndex: number }, ServerPage<{ id: number }>>('sdc', 'test/page');

let hooks: RecordedHooks;

function answer(body: unknown, init?: ResponseInit, path = ep.path) {
  server.use(mswHttp.post(url(path), () => HttpResponse.json(body as never, init)));
}

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

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  hooks = freshClient();
});

describe('envelope success', () => {
  it('succeeds when success is true, resolving with data', async () => {
    answer({ success: true, state: 200, data: { name: '李四' } });
    await expect(http.call(ep, {})).resolves.toEqual({ name: '李四' });
  });

  it('succeeds when errcode is 10000 even without success', async () => {
    answer({ errcode: 10000, data: { name: '王五' } });
    await expect(http.call(ep, {})).resolves.toEqual({ name: '王五' });
  });

  it('succeeds when errcode is 10000 and success is false', async () => {
    answer({ success: false, errcode: 10000, data: { name: '赵六' } });
    await expect(http.call(ep, {})).resolves.toEqual({ name: '赵六' });
  });

  it('fails when neither marker says success, even with state 200', async () => {
    answer({ state: 200, data: { name: 'x' } });
    const err = await rejection(http.call(ep, {}));
    expect(err.kind).toBe('business');
    expect(err.message).toBe('系统异常');
  });
});

describe('paging', () => {
  it('turns records/total into rows/total', async () => {
    answer(
      { success: true, data: { records: [{ id: 1 }, { id: 2 }], total: 42, current: 1 } },
      undefined,
      pageEp.path,
    );
    const page = await http.call(pageEp, { pageIndex: 1 });
    expect(page.rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect(page.total).toBe(42);
    expect(page).not.toHaveProperty('records');
  });

  it('leaves data without records untouched', async () => {
    answer({ success: true, data: { rows: [1], total: 1 } });
    await expect(http.call(ep, {})).resolves.toEqual({ rows: [1], total: 1 });
  });
});

describe('business failure', () => {
  it('builds the error from msg, carrying status, state and data, and alerts it (§8)', async () => {
    answer({ success: false, state: 503100, msg: '验证码错误', data: { left: 2 } });
    const err = await rejection(http.call(ep, {}));
    expect(err).toMatchObject({
      kind: 'business',
      message: '验证码错误',
      status: 200,
      state: 503100,
      data: { left: 2 },
    });
    expect(hooks.alert).toHaveBeenCalledExactlyOnceWith('验证码错误');
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it('falls back to errmsg, then error', async () => {
    answer({ success: false, errcode: 40001, errmsg: '参数错误' });
    expect((await rejection(http.call(ep, {}))).message).toBe('参数错误');
    expect((await rejection(http.call(ep, {}))).state).toBe(40001);
    answer({ success: false, state: 500, error: 'Internal' });
    expect((await rejection(http.call(ep, {}))).message).toBe('Internal');
  });

  it('uses 系统异常 when the body names no message', async () => {
    answer({ success: false, state: 1 });
    expect((await rejection(http.call(ep, {}))).message).toBe('系统异常');
  });

  it('ignoreErrors suppresses the alert but still rejects', async () => {
    answer({ success: false, state: 503100, msg: '验证码错误' });
    const err = await rejection(http.call(ep, {}, { ignoreErrors: true }));
    expect(err.message).toBe('验证码错误');
    expect(hooks.toast).not.toHaveBeenCalled();
    expect(hooks.alert).not.toHaveBeenCalled();
  });

  it('a business failure is not a network event (no tracking)', async () => {
    answer({ success: false, state: 503100, msg: '验证码错误' });
    await rejection(http.call(ep, {}));
    expect(hooks.track).not.toHaveBeenCalled();
  });
});

describe('responses that are not an envelope', () => {
  it('non-JSON body → 服务器返回了非JSON格式数据, toasted and tracked 5002', async () => {
    server.use(
      mswHttp.post(
        url(ep.path),
        () =>
          new HttpResponse('<html>502 Bad Gateway</html>', {
            status: 200,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const err = await rejection(http.call(ep, {}));
    expect(err).toMatchObject({
      kind: 'non-json',
      message: '服务器返回了非JSON格式数据',
      status: 200,
    });
    expect(hooks.toast).toHaveBeenCalledWith('服务器返回了非JSON格式数据', 5000);
    expect(hooks.track).toHaveBeenCalledWith(expect.objectContaining({ eventId: 5002 }));
  });

  it('JSON that is not an object → 系统异常', async () => {
    answer([1, 2, 3]);
    const err = await rejection(http.call(ep, {}));
    expect(err).toMatchObject({ kind: 'system', message: '系统异常' });
  });
});
