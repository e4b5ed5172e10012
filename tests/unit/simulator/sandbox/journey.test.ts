import { describe, expect, it } from 'vitest';
import { account } from '@/lib/contract/account/auth';
import { sms } from '@/lib/contract/common/sms';
import { decodeToken } from '@/lib/domain/token';
import { call, quietSandbox, sendAndReadCode, smsLogin } from './helpers';

const NEW_MOBILE = '13912345678';

describe('SMS login journey', () => {
  it('send → read inbox → login → user detail → refresh → logout', async () => {
    const lines: string[] = [];
    const sb = quietSandbox({ log: (line) => lines.push(line) });

    const sent = await call(sb, sms.sendTemplateErificationCodeSms, {
      mobile: NEW_MOBILE,
      template: 'login',
    });
    expect(sent.body).toEqual({ success: true, state: 200, msg: '操作成功', data: null });
    const inbox = sb.control.sms.inbox(NEW_MOBILE);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ mobile: NEW_MOBILE, template: 'login' });
    expect(inbox[0]!.code).toMatch(/^\d{6}$/);
    expect(lines).toEqual([`[sandbox] SMS to ${NEW_MOBILE} : ${inbox[0]!.code} (login)`]);

    const login = await call(sb, account.smsLogin, { mobile: NEW_MOBILE, code: inbox[0]!.code });
    expect(login.body.success).toBe(true);
    const { at, rt } = login.body.data;
    const claims = decodeToken(at)!;
    expect(claims.username).toBe(NEW_MOBILE);
    expect(claims.exp - claims.iat!).toBe(7200);
    expect(decodeToken(rt)!.exp - decodeToken(rt)!.iat!).toBe(30 * 86400);

    const detail = await call(sb, account.getUserDetail, {}, at);
    expect(detail.body.data).toMatchObject({
      appUserId: claims.id,
      phone: NEW_MOBILE,
      certificationStatus: 999,
      realName: null,
      idNumber: null,
      roles: ['driver'],
      isCaptain: false,
    });

    const refreshed = await call(sb, account.refreshToken, { rt });
    expect(refreshed.body.success).toBe(true);
    expect(refreshed.body.data.at).not.toBe(at);
    expect(decodeToken(refreshed.body.data.at)!.id).toBe(claims.id);

    const logout = await call(sb, account.logout, {}, refreshed.body.data.at);
    expect(logout.body.success).toBe(true);
    expect((await call(sb, account.getUserDetail, {}, refreshed.body.data.at)).status).toBe(401);
    const afterLogout = await call(sb, account.refreshToken, { rt: refreshed.body.data.rt });
    expect(afterLogout.body).toMatchObject({ success: false, state: 10000000003 });
  });

  it('a wrong code answers state 400 with 验证码错误 and the code still works after', async () => {
    const sb = quietSandbox();
    const code = await sendAndReadCode(sb, NEW_MOBILE);
    const wrong = code === '000000' ? '111111' : '000000';
    const answer = await call(sb, account.smsLogin, { mobile: NEW_MOBILE, code: wrong });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: false, state: 400, msg: '验证码错误', data: null });
    expect((await call(sb, account.smsLogin, { mobile: NEW_MOBILE, code })).body.success).toBe(
      true,
    );
    // Used up by the successful login.
    expect((await call(sb, account.smsLogin, { mobile: NEW_MOBILE, code })).body.msg).toBe(
      '验证码错误',
    );
  });

  it('a code older than 5 minutes is refused as expired', async () => {
    let now = Date.parse('2026-01-01T08:00:00Z');
    const sb = quietSandbox({ now: () => now });
    const code = await sendAndReadCode(sb, NEW_MOBILE);
    now += 5 * 60_000 + 1000;
    expect((await call(sb, account.smsLogin, { mobile: NEW_MOBILE, code })).body.msg).toBe(
      '验证码已过期，请重新获取',
    );
  });

  it('refuses a second code within 60 s, and a malformed mobile', async () => {
    let now = Date.parse('2026-01-01T08:00:00Z');
    const sb = quietSandbox({ now: () => now });
    await sendAndReadCode(sb, NEW_MOBILE);
    const again = await call(sb, sms.sendTemplateErificationCodeSms, {
      mobile: NEW_MOBILE,
      template: 'login',
    });
    expect(again.body).toMatchObject({
      success: false,
      state: 400,
      msg: '验证码发送过于频繁，请稍后再试',
    });
    now += 60_000;
    expect(
      (
        await call(sb, sms.sendTemplateErificationCodeSms, {
          mobile: NEW_MOBILE,
          template: 'login',
        })
      ).body.success,
    ).toBe(true);
    const bad = await call(sb, sms.sendTemplateErificationCodeSms, {
      mobile: '11345678901',
      template: 'login',
    });
    expect(bad.body).toMatchObject({ success: false, msg: '手机号格式错误' });
  });

  it('only the latest code counts', async () => {
    let now = Date.parse('2026-01-01T08:00:00Z');
    const sb = quietSandbox({ now: () => now });
    const first = await sendAndReadCode(sb, NEW_MOBILE);
    now += 61_000;
    const second = await sendAndReadCode(sb, NEW_MOBILE);
    expect(second).not.toBe(first);
    expect((await call(sb, account.smsLogin, { mobile: NEW_MOBILE, code: first })).body.msg).toBe(
      '验证码错误',
    );
    expect(
      (await call(sb, account.smsLogin, { mobile: NEW_MOBILE, code: second })).body.success,
    ).toBe(true);
  });

  it('SMS login of a seeded mobile logs into that user', async () => {
    const sb = quietSandbox();
    const { at } = await smsLogin(sb, '13800000002');
    const detail = await call(sb, account.getUserDetail, {}, at);
    expect(detail.body.data).toMatchObject({ phone: '13800000002', certificationStatus: 1 });
    expect(detail.body.data.realName).toBeTruthy();
    expect(detail.body.data.idNumber).toMatch(/^\d{17}[\dX]$/);
  });
});

describe('password accounts', () => {
  it('logs in seeded users with Driver@123 and refuses a wrong password', async () => {
    const sb = quietSandbox();
    for (const mobile of ['13800000001', '13800000002', '13800000003', '13800000004']) {
      const ok = await call(sb, account.passwordLogin, { mobile, password: 'Driver@123' });
      expect(ok.body.success, mobile).toBe(true);
    }
    const wrong = await call(sb, account.passwordLogin, {
      mobile: '13800000002',
      password: 'driver@123',
    });
    expect(wrong.body).toEqual({ success: false, state: 400, msg: '账号或密码错误', data: null });
    const unknown = await call(sb, account.passwordLogin, {
      mobile: '13912345678',
      password: 'Driver@123',
    });
    expect(unknown.body.msg).toBe('账号或密码错误');
  });

  it('registers with an SMS code, then logs in by password; a second registration is refused', async () => {
    const sb = quietSandbox();
    const code = await sendAndReadCode(sb, NEW_MOBILE, 'register');
    const reg = await call(sb, account.register, {
      mobile: NEW_MOBILE,
      code,
      password: 'Secret123',
    });
    expect(reg.body.success).toBe(true);
    expect(
      (await call(sb, account.getUserDetail, {}, reg.body.data.at)).body.data.certificationStatus,
    ).toBe(999);
    expect(
      (await call(sb, account.passwordLogin, { mobile: NEW_MOBILE, password: 'Secret123' })).body
        .success,
    ).toBe(true);
    const again = await call(sb, account.register, {
      mobile: NEW_MOBILE,
      code,
      password: 'Secret123',
    });
    expect(again.body.msg).toBe('该手机号已注册');
  });

  it('refuses a password outside 6–16 characters', async () => {
    const sb = quietSandbox();
    const code = await sendAndReadCode(sb, NEW_MOBILE, 'register');
    const long = await call(sb, account.register, {
      mobile: NEW_MOBILE,
      code,
      password: 'x'.repeat(17),
    });
    expect(long.body.msg).toBe('密码长度为6-16位');
  });

  it('resets a password with a findPwd code and ends existing sessions', async () => {
    const sb = quietSandbox();
    const before = await call(sb, account.passwordLogin, {
      mobile: '13800000002',
      password: 'Driver@123',
    });
    const code = await sendAndReadCode(sb, '13800000002', 'findPwd');
    const reset = await call(sb, account.resetPassword, {
      mobile: '13800000002',
      code,
      password: 'NewPass99',
    });
    expect(reset.body.success).toBe(true);
    expect((await call(sb, account.getUserDetail, {}, before.body.data.at)).status).toBe(401);
    expect(
      (await call(sb, account.passwordLogin, { mobile: '13800000002', password: 'Driver@123' }))
        .body.msg,
    ).toBe('账号或密码错误');
    expect(
      (await call(sb, account.passwordLogin, { mobile: '13800000002', password: 'NewPass99' })).body
        .success,
    ).toBe(true);
    const unknown = await call(sb, account.resetPassword, {
      mobile: '13912345678',
      code,
      password: 'NewPass99',
    });
    expect(unknown.body.msg).toBe('该手机号未注册');
  });

  it('updates the password only with the right old one', async () => {
    const sb = quietSandbox();
    const { at } = (
      await call(sb, account.passwordLogin, { mobile: '13800000003', password: 'Driver@123' })
    ).body.data;
    const wrong = await call(
      sb,
      account.updatePassword,
      { oldPassword: 'nope123', password: 'Changed77' },
      at,
    );
    expect(wrong.body.msg).toBe('原密码错误');
    const ok = await call(
      sb,
      account.updatePassword,
      { oldPassword: 'Driver@123', password: 'Changed77' },
      at,
    );
    expect(ok.body.success).toBe(true);
    expect(
      (await call(sb, account.passwordLogin, { mobile: '13800000003', password: 'Changed77' })).body
        .success,
    ).toBe(true);
  });
});

describe('graphic captcha', () => {
  it('draws the code as SVG text and checks it case-insensitively, once', async () => {
    const sb = quietSandbox();
    const captcha = (await call(sb, account.getGraphCaptcha, {})).body.data;
    expect(captcha.image.startsWith('data:image/svg+xml')).toBe(true);
    const code = sb.control.captcha.latest()!.code;
    const svg = decodeURIComponent(captcha.image.slice(captcha.image.indexOf(',') + 1));
    expect([...svg.matchAll(/<text[^>]*>(.)<\/text>/g)].map((m) => m[1]).join('')).toBe(code);

    const wrong = await call(sb, account.checkGraphCaptcha, {
      captchaKey: captcha.captchaKey,
      captchaCode: 'zzzz',
      mobile: NEW_MOBILE,
    });
    expect(wrong.body).toMatchObject({ success: false, msg: '图形验证码错误' });
    const ok = await call(sb, account.checkGraphCaptcha, {
      captchaKey: captcha.captchaKey,
      captchaCode: code.toLowerCase(),
      mobile: NEW_MOBILE,
    });
    expect(ok.body.success).toBe(true);
    const reused = await call(sb, account.checkGraphCaptcha, {
      captchaKey: captcha.captchaKey,
      captchaCode: code,
      mobile: NEW_MOBILE,
    });
    expect(reused.body.msg).toBe('图形验证码已过期，请刷新');
  });
});
