import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskIdNumber } from '@/lib/domain/mask';

describe('ID number mask (§5)', () => {
  it('keeps the first 4 and last 4 with stars between, same length', () => {
    expect(maskIdNumber('110105194912311234')).toBe('1101**********1234');
    expect(maskIdNumber('11010519491231002X')).toBe('1101**********002X');
    expect(maskIdNumber('123456789')).toBe('1234*6789');
  });

  it('shows 未实名认证 when there is no number', () => {
    expect(maskIdNumber(null)).toBe('未实名认证');
    expect(maskIdNumber(undefined)).toBe('未实名认证');
    expect(maskIdNumber('')).toBe('未实名认证');
    expect(maskIdNumber('   ')).toBe('未实名认证');
  });

  it('hides a number too short to keep 4 + 4 entirely', () => {
    expect(maskIdNumber('12345678')).toBe('********');
    expect(maskIdNumber('1')).toBe('*');
  });

  it('property: preserves length, first 4 and last 4, hides everything between', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Za-z]{9,30}$/), (id) => {
        const masked = maskIdNumber(id);
        expect(masked).toHaveLength(id.length);
        expect(masked.slice(0, 4)).toBe(id.slice(0, 4));
        expect(masked.slice(-4)).toBe(id.slice(-4));
        expect(masked.slice(4, -4)).toMatch(/^\*+$/);
      }),
      { numRuns: 1000 },
    );
  });

  it('property: never shows a character of a short number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Za-z]{1,8}$/), (id) => {
        expect(maskIdNumber(id)).toBe('*'.repeat(id.length));
      }),
      { numRuns: 1000 },
    );
  });
});
