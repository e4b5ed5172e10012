import { describe, expect, it } from 'vitest';
import { realNameBank } from '@/lib/contract/money/real-name-bank';
import { call, quietSandbox } from '../../helpers';

const PARTNER = '13800000004';
const CERTIFIED_DRIVER = '13800000002';
const NEW_DRIVER = '13800000001';

function setUp(mobile = PARTNER) {
  const lines: string[] = [];
  const sb = quietSandbox({ log: (line) => lines.push(line) });
  const { at } = sb.control.quickLogin(mobile);
  const user = sb.control.user(mobile)!;
  const member = {
    mobile,
    tranNetMemberCode: user.appUserId,
    memberGlobalId: user.identity?.certificateNumber ?? '',
  };
  const isVerified = async () =>
    (await call(sb, realNameBank.isCertificationVerification, member, at)).body.data.verified;
  return { sb, at, member, lines, isVerified };
}

describe('real-name-bank sandbox area', () => {
  it('seeds the certified driver as verified and the partner as not', async () => {
    expect(await setUp(CERTIFIED_DRIVER).isVerified()).toBe(true);
    expect(await setUp(PARTNER).isVerified()).toBe(false);
  });

  it('send puts the code in the SMS inbox; verify with it marks the member verified', async () => {
    const { sb, at, member, lines, isVerified } = setUp();
    const sent = await call(sb, realNameBank.certificationSendSms, member, at);
    expect(sent.body).toMatchObject({ success: true, data: null });
    const message = sb.control.sms.latest(PARTNER, 'bankRealName')!;
    expect(message.code).toMatch(/^\d{6}$/);
    expect(lines).toContain(`[sandbox] SMS to ${PARTNER} : ${message.code} (bankRealName)`);

    const ok = await call(
      sb,
      realNameBank.certificationVerification,
      { ...member, flag: message.code },
      at,
    );
    expect(ok.body).toMatchObject({ success: true, data: null });
    expect(await isVerified()).toBe(true);
    // The application is used up: verifying again finds none.
    const again = await call(
      sb,
      realNameBank.certificationVerification,
      { ...member, flag: message.code },
      at,
    );
    expect(again.body.msg).toBe('该会员无该待绑定账户的手机号实名认证鉴权申请记录');
  });

  it('a wrong code answers the bank text and keeps the application open', async () => {
    const { sb, at, member, isVerified } = setUp();
    await call(sb, realNameBank.certificationSendSms, member, at);
    const code = sb.control.sms.latest(PARTNER, 'bankRealName')!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await call(
      sb,
      realNameBank.certificationVerification,
      { ...member, flag: wrong },
      at,
    );
    expect(refused.body).toMatchObject({ success: false, msg: '录入的指令号不正确，验证失败' });
    expect(await isVerified()).toBe(false);
    const ok = await call(
      sb,
      realNameBank.certificationVerification,
      { ...member, flag: code },
      at,
    );
    expect(ok.body.success).toBe(true);
  });

  it('verify without a pending application answers the no-application text', async () => {
    const { sb, at, member, isVerified } = setUp();
    const refused = await call(
      sb,
      realNameBank.certificationVerification,
      { ...member, flag: '123456' },
      at,
    );
    expect(refused.body).toMatchObject({
      success: false,
      msg: '该会员无该待绑定账户的手机号实名认证鉴权申请记录',
    });
    expect(await isVerified()).toBe(false);
  });

  it('an expired application counts as none', async () => {
    const { sb, at, member } = setUp();
    await call(sb, realNameBank.certificationSendSms, member, at);
    const code = sb.control.sms.latest(PARTNER, 'bankRealName')!.code;
    sb.control.config({ clockOffsetMs: 301_000 });
    const refused = await call(
      sb,
      realNameBank.certificationVerification,
      { ...member, flag: code },
      at,
    );
    expect(refused.body.msg).toBe('该会员无该待绑定账户的手机号实名认证鉴权申请记录');
  });

  it('a new code replaces the old one, not sooner than the SMS interval', async () => {
    const { sb, at, member } = setUp();
    await call(sb, realNameBank.certificationSendSms, member, at);
    const first = sb.control.sms.latest(PARTNER, 'bankRealName')!.code;
    const tooSoon = await call(sb, realNameBank.certificationSendSms, member, at);
    expect(tooSoon.body).toMatchObject({ success: false, msg: '验证码发送过于频繁，请稍后再试' });
    sb.control.config({ clockOffsetMs: 61_000 });
    await call(sb, realNameBank.certificationSendSms, member, at);
    const second = sb.control.sms.latest(PARTNER, 'bankRealName')!.code;
    expect(sb.control.sms.inbox(PARTNER)).toHaveLength(2);
    if (first !== second) {
      const old = await call(
        sb,
        realNameBank.certificationVerification,
        { ...member, flag: first },
        at,
      );
      expect(old.body.msg).toBe('录入的指令号不正确，验证失败');
    }
    const ok = await call(
      sb,
      realNameBank.certificationVerification,
      { ...member, flag: second },
      at,
    );
    expect(ok.body.success).toBe(true);
  });

  it('refuses another member, a wrong certificate, no certificate and an already verified member', async () => {
    const { sb, at, member } = setUp();
    const other = await call(
      sb,
      realNameBank.certificationSendSms,
      { ...member, tranNetMemberCode: '999999' },
      at,
    );
    expect(other.body.msg).toBe('会员编号与当前登录用户不一致');
    const wrongId = await call(
      sb,
      realNameBank.certificationSendSms,
      { ...member, memberGlobalId: '110101199001011237' },
      at,
    );
    expect(wrongId.body.msg).toBe('证件号码与会员实名信息不一致');
    expect(sb.control.sms.inbox(PARTNER)).toHaveLength(0);

    const fresh = setUp(NEW_DRIVER);
    const none = await call(
      fresh.sb,
      realNameBank.certificationSendSms,
      { ...fresh.member, memberGlobalId: '110101199001011237' },
      fresh.at,
    );
    expect(none.body.msg).toBe('该会员未完成实名认证，无证件号码');

    const done = setUp(CERTIFIED_DRIVER);
    const already = await call(done.sb, realNameBank.certificationSendSms, done.member, done.at);
    expect(already.body.msg).toBe('该会员已完成实名认证');
  });
});
