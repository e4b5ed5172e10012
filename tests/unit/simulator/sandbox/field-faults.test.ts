import { describe, expect, it } from 'vitest';
import { account } from '@/lib/contract/account/auth';
import { call, control, quietSandbox } from './helpers';

const DETAIL = account.getUserDetail.path;

describe('the faults a route’s field conditions set', () => {
  it('`every`: only every n-th matching request gets the fault; the others go on to older ones', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000002');
    await control(sb, 'POST', 'fault', { path: DETAIL, status: 503 });
    await control(sb, 'POST', 'fault', { path: DETAIL, status: 500, every: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await call(sb, account.getUserDetail, {}, at)).status);
    expect(statuses).toEqual([503, 503, 500, 503, 503, 500]);
  });

  it('DELETE faults?tag= takes back only that owner’s faults', async () => {
    const sb = quietSandbox();
    await control(sb, 'POST', 'fault', { path: '*', delayMs: 50 });
    await control(sb, 'POST', 'fault', { path: '*', network: true, tag: 'field' });
    await control(sb, 'DELETE', 'faults?tag=field');
    const left = (await control(sb, 'GET', 'faults')).json as { tag?: string; delayMs?: number }[];
    expect(left).toEqual([expect.objectContaining({ path: '*', delayMs: 50 })]);
    expect(left[0]!.tag).toBeUndefined();
  });
});

describe('logged in on another phone', () => {
  it('ends this phone’s sessions: calls answer 505001 登录已过期, the refresh 10000000003', async () => {
    const sb = quietSandbox();
    const { at, rt } = sb.control.quickLogin('13800000002');
    expect((await call(sb, account.getUserDetail, {}, at)).body.success).toBe(true);
    const ended = await control(sb, 'POST', 'login-elsewhere', {});
    expect(ended.json).toEqual({ mobile: '13800000002', ended: 1 });
    expect((await call(sb, account.getUserDetail, {}, at)).body).toEqual({
      success: false,
      state: 505001,
      msg: '登录已过期，请重新登录',
      data: null,
    });
    expect((await call(sb, account.refreshToken, { rt })).body.state).toBe(10000000003);
    // The driver logs in again on this phone: a new session that works.
    const again = sb.control.quickLogin('13800000002');
    expect((await call(sb, account.getUserDetail, {}, again.at)).body.success).toBe(true);
  });

  it('answers 404 when nobody is logged in', async () => {
    const sb = quietSandbox();
    expect((await control(sb, 'POST', 'login-elsewhere', {})).status).toBe(404);
  });
});
