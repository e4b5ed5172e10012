import { describe, expect, it } from 'vitest';
import { account } from '@/lib/contract/account/auth';
import { profile } from '@/lib/contract/account/profile';
import { sms } from '@/lib/contract/common/sms';
import type { Sandbox } from '@sim/sandbox/sandbox';
import { call, quietSandbox, sendAndReadCode } from '../../helpers';

const PARTNER = '13800000004';
const CERTIFIED = '13800000002';
const NEW_MOBILE = '13912345678';

/** Sends the `changePhone` code to `mobile` as the logged-in driver and reads it back. */
async function changeCode(sb: Sandbox, at: string, mobile: string): Promise<string> {
  const sent = await call(sb, sms.sendSmByTemplate, { mobile, template: 'changePhone' }, at);
  expect(sent.body.success, sent.body.msg).toBe(true);
  return sb.control.sms.latest(mobile, 'changePhone')!.code;
}

function wrongOf(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('profile area: cuc/user/updateMobile', () => {
  it('moves the account to the new number: it logs in by SMS and password, the old one does not', async () => {
    const sb = quietSandbox();
    const { at, appUserId } = sb.control.quickLogin(PARTNER);
    const oldCode = await changeCode(sb, at, PARTNER);
    // The old number's code is checked on its own screen first; checking does not use it up.
    const checked = await call(
      sb,
      sms.verificationSmByTemplate,
      {
        mobile: PARTNER,
        template: 'changePhone',
        code: oldCode,
      },
      at,
    );
    expect(checked.body.success).toBe(true);
    const code = await changeCode(sb, at, NEW_MOBILE);

    const changed = await call(sb, profile.updateMobile, { oldCode, mobile: NEW_MOBILE, code }, at);
    expect(changed.body).toEqual({ success: true, state: 200, msg: '操作成功', data: null });

    // The session lives on (tokens name the account by id) and the detail shows the new phone.
    const detail = await call(sb, account.getUserDetail, {}, at);
    expect(detail.body.data).toMatchObject({
      appUserId,
      phone: NEW_MOBILE,
      roles: expect.arrayContaining(['partner', 'promoter']),
    });

    const byPassword = await call(sb, account.passwordLogin, {
      mobile: NEW_MOBILE,
      password: 'Driver@123',
    });
    expect(byPassword.body.success).toBe(true);
    const oldByPassword = await call(sb, account.passwordLogin, {
      mobile: PARTNER,
      password: 'Driver@123',
    });
    expect(oldByPassword.body).toMatchObject({ success: false, msg: '账号或密码错误' });

    const loginCode = await sendAndReadCode(sb, NEW_MOBILE);
    const bySms = await call(sb, account.smsLogin, { mobile: NEW_MOBILE, code: loginCode });
    const smsDetail = await call(sb, account.getUserDetail, {}, bySms.body.data.at);
    expect(smsDetail.body.data.appUserId).toBe(appUserId);

    // The old number is nobody's now: an SMS login with it makes a brand-new driver.
    const oldLoginCode = await sendAndReadCode(sb, PARTNER);
    const stranger = await call(sb, account.smsLogin, { mobile: PARTNER, code: oldLoginCode });
    const strangerDetail = await call(sb, account.getUserDetail, {}, stranger.body.data.at);
    expect(strangerDetail.body.data.appUserId).not.toBe(appUserId);
    expect(strangerDetail.body.data.certificationStatus).toBe(999);

    // Both codes were used up by the change.
    const again = await call(
      sb,
      profile.updateMobile,
      { oldCode, mobile: '13912345679', code },
      at,
    );
    expect(again.body.success).toBe(false);
  });

  it('refuses a number another account uses, and changes nothing', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin(PARTNER);
    const oldCode = await changeCode(sb, at, PARTNER);
    const code = await changeCode(sb, at, CERTIFIED);
    const answer = await call(sb, profile.updateMobile, { oldCode, mobile: CERTIFIED, code }, at);
    expect(answer.body).toMatchObject({
      success: false,
      state: 400,
      msg: '该手机号已被其他账号使用',
    });
    expect((await call(sb, account.getUserDetail, {}, at)).body.data.phone).toBe(PARTNER);
    // The codes were not used up: the driver may pick another number and keep the old code.
    const fresh = await changeCode(sb, at, NEW_MOBILE);
    const ok = await call(
      sb,
      profile.updateMobile,
      { oldCode, mobile: NEW_MOBILE, code: fresh },
      at,
    );
    expect(ok.body.success).toBe(true);
  });

  it('refuses the same number, a wrong old code, a wrong new code and a bad mobile', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin(PARTNER);
    const oldCode = await changeCode(sb, at, PARTNER);
    const code = await changeCode(sb, at, NEW_MOBILE);
    const send = (req: { oldCode: string; mobile: string; code: string }) =>
      call(sb, profile.updateMobile, req, at);

    expect((await send({ oldCode, mobile: PARTNER, code })).body.msg).toBe(
      '新手机号不能与原手机号相同',
    );
    expect((await send({ oldCode: wrongOf(oldCode), mobile: NEW_MOBILE, code })).body.msg).toBe(
      '原手机号验证码错误',
    );
    expect((await send({ oldCode, mobile: NEW_MOBILE, code: wrongOf(code) })).body.msg).toBe(
      '验证码错误',
    );
    expect((await send({ oldCode, mobile: '11012345678', code })).body.msg).toBe('手机号格式错误');
    expect((await send({ oldCode: '', mobile: NEW_MOBILE, code })).body.msg).toBe(
      '原手机号验证码不能为空',
    );
    expect((await call(sb, account.getUserDetail, {}, at)).body.data.phone).toBe(PARTNER);
    // None of the refusals used a code up.
    expect((await send({ oldCode, mobile: NEW_MOBILE, code })).body.success).toBe(true);
  });

  it('needs a login', async () => {
    const sb = quietSandbox();
    const answer = await call(sb, profile.updateMobile, {
      oldCode: '123456',
      mobile: NEW_MOBILE,
      code: '123456',
    });
    expect(answer.status).toBe(401);
  });
});
