import { describe, expect, it } from 'vitest';
import { account } from '@/lib/contract/account/auth';
import { notice } from '@/lib/contract/me/messages';
import { decodeToken } from '@/lib/domain/token';
import { call, control, quietSandbox, smsLogin } from './helpers';

const T0 = Date.parse('2026-03-01T02:00:00Z');

describe('authorization', () => {
  it('answers HTTP 401 without a token, with a forged one, or with a refresh token', async () => {
    const sb = quietSandbox();
    const none = await call(sb, account.getUserDetail, {});
    expect(none.status).toBe(401);
    expect(none.body).toEqual({
      success: false,
      state: 401,
      msg: '未登录或登录已失效',
      data: null,
    });

    const { at, rt } = await smsLogin(sb, '13800000002');
    const [h, p] = at.split('.');
    const forged = `${h}.${p}.${'A'.repeat(22)}`;
    expect((await call(sb, account.getUserDetail, {}, forged)).status).toBe(401);
    expect((await call(sb, account.getUserDetail, {}, 'not-a-token')).status).toBe(401);
    expect((await call(sb, account.getUserDetail, {}, rt)).status).toBe(401);
    // A token from a sandbox with another seed has another secret.
    const other = quietSandbox({ seed: 99 });
    const foreign = await smsLogin(other, '13800000002');
    expect((await call(sb, account.getUserDetail, {}, foreign.at)).status).toBe(401);
  });

  it('an expired access token answers state 10000000002 token已过期; refresh then works', async () => {
    let now = T0;
    const sb = quietSandbox({ now: () => now });
    const { at, rt } = await smsLogin(sb, '13800000002');
    now += 7200 * 1000 - 1000;
    expect((await call(sb, account.getUserDetail, {}, at)).body.success).toBe(true);
    now += 1000;
    const expired = await call(sb, account.getUserDetail, {}, at);
    expect(expired.status).toBe(200);
    expect(expired.body).toEqual({
      success: false,
      state: 10000000002,
      msg: 'token已过期',
      data: null,
    });
    const pair = (await call(sb, account.refreshToken, { rt })).body.data;
    expect((await call(sb, account.getUserDetail, {}, pair.at)).body.success).toBe(true);
  });

  it('refresh with an expired, reused, unknown or access token answers 10000000003', async () => {
    let now = T0;
    const sb = quietSandbox({ now: () => now });
    await control(sb, 'POST', 'config', { refreshGraceS: 0 });
    const { at, rt } = await smsLogin(sb, '13800000002');
    const first = await call(sb, account.refreshToken, { rt });
    expect(first.body.success).toBe(true);
    const reused = await call(sb, account.refreshToken, { rt });
    expect(reused.body).toEqual({
      success: false,
      state: 10000000003,
      msg: 'token无效，请重新登录',
      data: null,
    });
    expect((await call(sb, account.refreshToken, { rt: 'garbage' })).body.state).toBe(10000000003);
    expect((await call(sb, account.refreshToken, { rt: at })).body.state).toBe(10000000003);
    now += 30 * 86400 * 1000;
    expect((await call(sb, account.refreshToken, { rt: first.body.data.rt })).body.state).toBe(
      10000000003,
    );
  });

  it('a refresh whose answer was lost can be repeated until the new pair is used or 10 minutes pass', async () => {
    let now = T0;
    const sb = quietSandbox({ now: () => now });
    const { rt } = await smsLogin(sb, '13800000002');
    // The phone sends rt; the server rotates, but the answer never reaches the phone.
    const lost = await call(sb, account.refreshToken, { rt });
    expect(lost.body.success).toBe(true);
    // It tries again with the rt it still holds, twice (the second answer lost too): both work.
    now += 30_000;
    const lostAgain = await call(sb, account.refreshToken, { rt });
    expect(lostAgain.body.success).toBe(true);
    const kept = await call(sb, account.refreshToken, { rt });
    expect(kept.body.success).toBe(true);
    // The earlier answers' pairs are void: only the newest is the session's.
    expect((await call(sb, account.refreshToken, { rt: lost.body.data.rt })).body.state).toBe(
      10000000003,
    );
    // A call with the newest access token shows the phone has it: the old rt is done.
    expect((await call(sb, account.getUserDetail, {}, kept.body.data.at)).body.success).toBe(true);
    expect((await call(sb, account.refreshToken, { rt })).body.state).toBe(10000000003);

    // Without that call, the old rt is done 10 minutes after the rotation.
    const next = await call(sb, account.refreshToken, { rt: kept.body.data.rt });
    expect(next.body.success).toBe(true);
    now += 600_000 - 1;
    expect((await call(sb, account.refreshToken, { rt: kept.body.data.rt })).body.success).toBe(
      true,
    );
    // A repeat does not stretch the grace: at 10 minutes it ends.
    now += 1;
    expect((await call(sb, account.refreshToken, { rt: kept.body.data.rt })).body.state).toBe(
      10000000003,
    );
  });

  it('token lifetimes and the clock offset are configurable over /__sandbox/config', async () => {
    const now = T0;
    const sb = quietSandbox({ now: () => now });
    const cfg = await control(sb, 'POST', 'config', {
      accessTtlS: 60,
      refreshTtlS: 120,
      clockOffsetMs: -15 * 60_000,
    });
    expect(cfg.json).toMatchObject({ accessTtlS: 60, refreshTtlS: 120, clockOffsetMs: -900000 });
    const { at, rt } = await smsLogin(sb, '13800000002');
    const claims = decodeToken(at)!;
    expect(claims.exp - claims.iat!).toBe(60);
    expect(decodeToken(rt)!.exp - decodeToken(rt)!.iat!).toBe(120);
    const answer = await call(sb, notice.findUnReadNum, {}, at);
    // The server clock runs 15 minutes behind the real one: the Date header shows it.
    expect(Date.parse(answer.headers.get('date')!)).toBe(T0 - 15 * 60_000);
  });
});
