import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMobile, maskMobile, validateMobile } from '@/lib/domain/mobile';

const MOBILE = /^1[2-9]\d{9}$/;

describe('mobile number rule (§5)', () => {
  it('starts with 1, second digit 2-9, 11 digits in total', () => {
    expect(isMobile('13812345678')).toBe(true);
    expect(isMobile('12000000000')).toBe(true);
    expect(isMobile('19999999999')).toBe(true);
    expect(isMobile('11812345678')).toBe(false);
    expect(isMobile('10812345678')).toBe(false);
    expect(isMobile('23812345678')).toBe(false);
    expect(isMobile('1381234567')).toBe(false);
    expect(isMobile('138123456789')).toBe(false);
    expect(isMobile('1381234567a')).toBe(false);
    expect(isMobile(' 13812345678')).toBe(false);
    expect(isMobile(null)).toBe(false);
    expect(isMobile(undefined)).toBe(false);
  });

  it('validateMobile gives 请输入手机号 when empty and 请输入正确的手机号 when wrong', () => {
    expect(validateMobile('')).toBe('请输入手机号');
    expect(validateMobile('   ')).toBe('请输入手机号');
    expect(validateMobile(null)).toBe('请输入手机号');
    expect(validateMobile(undefined)).toBe('请输入手机号');
    expect(validateMobile('1381234567')).toBe('请输入正确的手机号');
    expect(validateMobile('11812345678')).toBe('请输入正确的手机号');
    expect(validateMobile('13812345678')).toBeNull();
  });

  it('masks as 3 digits, 4 stars, last 4; anything else is shown unchanged', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskMobile('1381234567')).toBe('1381234567');
    expect(maskMobile('abc')).toBe('abc');
    expect(maskMobile('')).toBe('');
    expect(maskMobile(null)).toBe('');
    expect(maskMobile(undefined)).toBe('');
  });
});

describe('mobile properties', () => {
  const candidates = fc.oneof(
    fc.stringMatching(/^1[0-9]\d{8,10}$/),
    fc.stringMatching(/^\d{0,13}$/),
    fc.string(),
  );

  it('isMobile and validateMobile accept exactly /^1[2-9]\\d{9}$/', () => {
    fc.assert(
      fc.property(candidates, (s) => {
        expect(isMobile(s)).toBe(MOBILE.test(s));
        const message = validateMobile(s);
        if (MOBILE.test(s)) expect(message).toBeNull();
        else expect(message).toBe(s.trim() === '' ? '请输入手机号' : '请输入正确的手机号');
      }),
      { numRuns: 1000 },
    );
  });

  it('the mask keeps length, first 3 and last 4 of every 11-digit number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (s) => {
        const masked = maskMobile(s);
        expect(masked).toHaveLength(11);
        expect(masked).toBe(`${s.slice(0, 3)}****${s.slice(7)}`);
      }),
      { numRuns: 1000 },
    );
  });

  it('the mask leaves any other text unchanged', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        fc.pre(!/^\d{11}$/.test(s));
        expect(maskMobile(s)).toBe(s);
      }),
      { numRuns: 1000 },
    );
  });
});
