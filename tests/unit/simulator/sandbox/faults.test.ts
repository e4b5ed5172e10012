import { describe, expect, it } from 'vitest';
import { account } from '@/lib/contract/account/auth';
import { notice } from '@/lib/contract/me/messages';
import { pathMatches } from '@sim/sandbox/faults';
import { buildRequest, call, control, quietSandbox } from './helpers';

const DETAIL = account.getUserDetail.path;

describe('fault injection', () => {
  it('delays a path, then answers normally', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000002');
    await control(sb, 'POST', 'fault', { path: DETAIL, delayMs: 120 });
    const started = performance.now();
    const answer = await call(sb, account.getUserDetail, {}, at);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    expect(answer.body.success).toBe(true);
  });

  it('answers an HTTP status with the envelope', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000002');
    await control(sb, 'POST', 'fault', { path: DETAIL, status: 500 });
    const answer = await call(sb, account.getUserDetail, {}, at);
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ success: false, state: 500, msg: '服务器内部错误', data: null });
  });

  it.each([
    [505001, '登录已过期，请重新登录'],
    [503500, '身份信息失效'],
    [10000000002, 'token已过期'],
    [10000000003, 'token无效，请重新登录'],
    [10000000004, 'token需要刷新'],
    [10000000006, 'Token signature mismatch'],
  ])('answers business state %i with its message', async (state, msg) => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000002');
    sb.control.fault({ path: DETAIL, state });
    const answer = await call(sb, account.getUserDetail, {}, at);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: false, state, msg, data: null });
  });

  it('uses a given message, counts `times`, and is removed afterwards', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000002');
    sb.control.fault({ path: DETAIL, state: 503500, msg: '身份信息失效, 请重新登录', times: 2 });
    expect((await call(sb, account.getUserDetail, {}, at)).body.msg).toBe(
      '身份信息失效, 请重新登录',
    );
    expect((await call(sb, account.getUserDetail, {}, at)).body.state).toBe(503500);
    expect((await call(sb, account.getUserDetail, {}, at)).body.success).toBe(true);
    expect(sb.control.faults()).toEqual([]);
  });

  it('a timeout keeps the request open, ends early when the client aborts, else answers 504', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000002');
    sb.control.fault({ path: DETAIL, timeout: true });
    const aborted = AbortSignal.timeout(50);
    const request = new Request(buildRequest(account.getUserDetail, {}, { token: at }), {
      signal: aborted,
    });
    const started = performance.now();
    await sb.handle(request);
    expect(performance.now() - started).toBeLessThan(5000);

    sb.control.clearFaults();
    sb.control.fault({ path: DETAIL, timeout: true, delayMs: 80 });
    const late = await call(sb, account.getUserDetail, {}, at);
    expect(late.status).toBe(504);
    expect(late.body).toMatchObject({ success: false, state: 504, msg: '网关超时' });
    expect(sb.control.config().timeoutMs).toBe(20_000);
  });

  it('a network fault answers a network error; nonJson answers an HTML page', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000002');
    sb.control.fault({ path: DETAIL, network: true, times: 1 });
    const dropped = await sb.handle(buildRequest(account.getUserDetail, {}, { token: at }));
    expect(dropped.type).toBe('error');
    sb.control.fault({ path: DETAIL, nonJson: true, status: 502, times: 1 });
    const html = await sb.handle(buildRequest(account.getUserDetail, {}, { token: at }));
    expect(html.status).toBe(502);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(await html.text()).toContain('502 Bad Gateway');
  });

  it('matches exact paths, prefixes, endings and *, and only the given method', async () => {
    expect(pathMatches('/api/mdc/cuc/*', DETAIL)).toBe(true);
    expect(pathMatches('/api/mdc/pbc/*', DETAIL)).toBe(false);
    expect(pathMatches('cuc/user/getUserDetail', DETAIL)).toBe(true);
    expect(pathMatches('user/getUserDetail', DETAIL)).toBe(true);
    expect(pathMatches('getUserDetai', DETAIL)).toBe(false);
    expect(pathMatches('*', DETAIL)).toBe(true);

    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000002');
    sb.control.fault({ path: '*', status: 502, method: 'GET' });
    expect((await call(sb, account.getUserDetail, {}, at)).body.success).toBe(true);
    sb.control.fault({ path: '/api/mdc/pbc/notifyInfo/*', status: 502 });
    expect((await call(sb, notice.findUnReadNum, {}, at)).status).toBe(502);
    expect((await call(sb, account.getUserDetail, {}, at)).status).toBe(200);
  });

  it('is driven over HTTP: POST /__sandbox/fault, GET /__sandbox/faults, DELETE /__sandbox/faults', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000002');
    expect((await control(sb, 'POST', 'fault', {})).status).toBe(400);
    await control(sb, 'POST', 'fault', { path: DETAIL, status: 503 });
    expect((await control(sb, 'GET', 'faults')).json).toEqual([
      expect.objectContaining({ path: DETAIL, status: 503 }),
    ]);
    expect((await call(sb, account.getUserDetail, {}, at)).status).toBe(503);
    await control(sb, 'DELETE', 'faults');
    expect((await call(sb, account.getUserDetail, {}, at)).status).toBe(200);
  });
});
