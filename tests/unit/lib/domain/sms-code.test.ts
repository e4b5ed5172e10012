import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SMS_CODE_LENGTH,
  SMS_COUNTDOWN_S,
  countdownLabel,
  validateSmsCode,
} from '@/lib/domain/sms-code';

describe('SMS code (§5, §9)', () => {
  it('has 6 digits and a 60-second countdown', () => {
    expect(SMS_CODE_LENGTH).toBe(6);
    expect(SMS_COUNTDOWN_S).toBe(60);
  });

  it('is required: 请输入短信验证码', () => {
    expect(validateSmsCode('')).toBe('请输入短信验证码');
    expect(validateSmsCode('  ')).toBe('请输入短信验证码');
    expect(validateSmsCode(null)).toBe('请输入短信验证码');
    expect(validateSmsCode(undefined)).toBe('请输入短信验证码');
  });

  it('must be exactly six digits: 短信验证码格式错误', () => {
    expect(validateSmsCode('12345')).toBe('短信验证码格式错误');
    expect(validateSmsCode('1234567')).toBe('短信验证码格式错误');
    expect(validateSmsCode('12345a')).toBe('短信验证码格式错误');
    expect(validateSmsCode(' 123456')).toBe('短信验证码格式错误');
    expect(validateSmsCode('１２３４５６')).toBe('短信验证码格式错误');
    expect(validateSmsCode('123456')).toBeNull();
    expect(validateSmsCode('000000')).toBeNull();
  });

  it('the send button counts down N秒后重发 and returns to 发送验证码', () => {
    expect(countdownLabel(60)).toBe('60秒后重发');
    expect(countdownLabel(1)).toBe('1秒后重发');
    expect(countdownLabel(0.2)).toBe('1秒后重发');
    expect(countdownLabel(0)).toBe('发送验证码');
    expect(countdownLabel(-3)).toBe('发送验证码');
    expect(countdownLabel(Number.NaN)).toBe('发送验证码');
  });

  it('property: accepts exactly /^\\d{6}$/, and every refusal is one of the two messages', () => {
    const candidates = fc.oneof(
      fc.stringMatching(/^\d{6}$/),
      fc.stringMatching(/^\d{0,8}$/),
      fc.stringMatching(/^\s*\d{6}\s*$/),
      fc.string(),
    );
    fc.assert(
      fc.property(candidates, (s) => {
        const result = validateSmsCode(s);
        if (/^\d{6}$/.test(s)) expect(result).toBeNull();
        else expect(result).toBe(s.trim() === '' ? '请输入短信验证码' : '短信验证码格式错误');
      }),
      { numRuns: 1000 },
    );
  });

  it('property: every whole second of the countdown reads N秒后重发', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: SMS_COUNTDOWN_S }), (n) => {
        expect(countdownLabel(n)).toBe(`${n}秒后重发`);
      }),
      { numRuns: 1000 },
    );
  });
});
