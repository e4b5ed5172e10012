import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  validateNewPassword,
  validatePassword,
  validatePasswordConfirm,
} from '@/lib/domain/password';

describe('login password (§5, §9)', () => {
  it('has a maximum length of 16', () => {
    expect(PASSWORD_MAX_LENGTH).toBe(16);
  });

  it('is required and at most 16 characters', () => {
    expect(validatePassword('')).toBe('请输入密码');
    expect(validatePassword(null)).toBe('请输入密码');
    expect(validatePassword(undefined)).toBe('请输入密码');
    expect(validatePassword('a')).toBeNull();
    expect(validatePassword('Driver@123')).toBeNull();
    expect(validatePassword('a'.repeat(16))).toBeNull();
    expect(validatePassword('a'.repeat(17))).toBe('密码长度不能超过16位');
  });

  it('property: accepts exactly 1 to 16 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        const result = validatePassword(s);
        if (s.length === 0) expect(result).toBe('请输入密码');
        else if (s.length > 16) expect(result).toBe('密码长度不能超过16位');
        else expect(result).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });
});

describe('new password', () => {
  it('needs 6-16 characters with letters and digits', () => {
    expect(validateNewPassword('')).toBe('请输入密码');
    expect(validateNewPassword('a1b2c')).toBe('请输入6-16位密码');
    expect(validateNewPassword('a1'.repeat(8) + 'c')).toBe('请输入6-16位密码');
    expect(validateNewPassword('abcdef')).toBe('密码须包含字母和数字');
    expect(validateNewPassword('123456')).toBe('密码须包含字母和数字');
    expect(validateNewPassword('@@@@@@')).toBe('密码须包含字母和数字');
    expect(validateNewPassword('abc123')).toBeNull();
    expect(validateNewPassword('Driver@123')).toBeNull();
    expect(validateNewPassword('a1'.repeat(8))).toBeNull();
  });

  it('property: accepted ⇔ 6-16 characters containing a letter and a digit', () => {
    const candidates = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.stringMatching(/^[a-zA-Z0-9@#]{0,18}$/),
    );
    fc.assert(
      fc.property(candidates, (s) => {
        const ok = s.length >= 6 && s.length <= 16 && /[A-Za-z]/.test(s) && /\d/.test(s);
        expect(validateNewPassword(s) === null).toBe(ok);
      }),
      { numRuns: 1000 },
    );
  });

  it('the repeated password must match: 两次输入的密码不一致', () => {
    expect(validatePasswordConfirm('abc123', 'abc123')).toBeNull();
    expect(validatePasswordConfirm('abc123', 'abc124')).toBe('两次输入的密码不一致');
    expect(validatePasswordConfirm('abc123', '')).toBe('请输入密码');
    expect(validatePasswordConfirm(null, 'abc123')).toBe('两次输入的密码不一致');
  });

  it('property: confirm accepts exactly an equal, non-empty repeat', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 16 }),
        fc.string({ maxLength: 16 }),
        fc.boolean(),
        (a, b, same) => {
          const confirm = same ? a : b;
          const result = validatePasswordConfirm(a, confirm);
          if (confirm === '') expect(result).toBe('请输入密码');
          else expect(result).toBe(confirm === a ? null : '两次输入的密码不一致');
        },
      ),
      { numRuns: 1000 },
    );
  });
});
