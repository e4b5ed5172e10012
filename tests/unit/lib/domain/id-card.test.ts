import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ID_CARD_CHECK_CODES,
  isIdCard,
  makeIdCardCheckDigit,
  parseIdCard,
  validateIdCard,
} from '@/lib/domain/id-card';

const TODAY = new Date(2025, 5, 15, 12, 0, 0);
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(1800, 0, 1);
const LAST_DAY = Date.UTC(2025, 5, 15);

/** Region, birthdate (1800-01-01 … TODAY) and sequence, without the check digit. */
const first17 = fc
  .record({
    region: fc.integer({ min: 110000, max: 829999 }),
    day: fc.integer({ min: 0, max: (LAST_DAY - FIRST_DAY) / DAY_MS }),
    seq: fc.integer({ min: 0, max: 999 }),
  })
  .map(({ region, day, seq }) => {
    const d = new Date(FIRST_DAY + day * DAY_MS);
    const ymd = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
    return `${region}${ymd}${String(seq).padStart(3, '0')}`;
  });

const withCheck = (body: string) => body + makeIdCardCheckDigit(body);

describe('identity card check digit (§5)', () => {
  it('maps sum mod 11 through 1,0,X,9,8,7,6,5,4,3,2 using the 17 weights', () => {
    // Published sample 11010519491231002X: the weighted sum is 167, 167 mod 11 = 2 → X.
    expect(makeIdCardCheckDigit('11010519491231002')).toBe('X');
    expect(makeIdCardCheckDigit('44052418800101001')).toBe('4');
    expect(makeIdCardCheckDigit('00000000000000000')).toBe('1');
    // Only the last weight (2) counts: 2 mod 11 → X; 1 → 0 is produced by weight 1 at index 7.
    expect(makeIdCardCheckDigit('00000000000000001')).toBe('X');
    expect(makeIdCardCheckDigit('00000001000000000')).toBe('0');
    expect(ID_CARD_CHECK_CODES.join('')).toBe('10X98765432');
  });

  it('refuses to compute a check digit from anything but 17 digits', () => {
    expect(() => makeIdCardCheckDigit('1234')).toThrow(RangeError);
    expect(() => makeIdCardCheckDigit('1101051949123100X')).toThrow(RangeError);
    expect(() => makeIdCardCheckDigit('110105194912310021')).toThrow(RangeError);
  });
});

describe('parseIdCard', () => {
  it('reads birthdate and gender (odd 17th digit = M, even = F)', () => {
    expect(parseIdCard('11010519491231002X', TODAY)).toEqual({
      valid: true,
      birthdate: '1949-12-31',
      gender: 'F',
    });
    const male = withCheck('44030119900307001');
    expect(parseIdCard(male, TODAY)).toEqual({ valid: true, birthdate: '1990-03-07', gender: 'M' });
  });

  it('accepts a lower-case x and surrounding spaces', () => {
    expect(parseIdCard('11010519491231002x', TODAY).valid).toBe(true);
    expect(parseIdCard('  11010519491231002X ', TODAY).valid).toBe(true);
  });

  it('says why a number is refused', () => {
    expect(parseIdCard('', TODAY)).toEqual({ valid: false, reason: 'empty' });
    expect(parseIdCard(null, TODAY)).toEqual({ valid: false, reason: 'empty' });
    expect(parseIdCard(undefined, TODAY)).toEqual({ valid: false, reason: 'empty' });
    expect(parseIdCard('1101051949123100', TODAY)).toEqual({ valid: false, reason: 'format' });
    expect(parseIdCard('110105194912310021X', TODAY)).toEqual({ valid: false, reason: 'format' });
    expect(parseIdCard('1101051949X2310021', TODAY)).toEqual({ valid: false, reason: 'format' });
    expect(parseIdCard('11010519491231002Y', TODAY)).toEqual({ valid: false, reason: 'format' });
    expect(parseIdCard('110105194912310021', TODAY)).toEqual({ valid: false, reason: 'checksum' });
  });

  it('requires a real calendar birthdate that is not in the future', () => {
    const at = (ymd: string) => parseIdCard(withCheck(`110105${ymd}123`), TODAY);
    expect(at('20240229')).toMatchObject({ valid: true, birthdate: '2024-02-29' });
    expect(at('20000229')).toMatchObject({ valid: true, birthdate: '2000-02-29' });
    expect(at('20230229')).toEqual({ valid: false, reason: 'birthdate' });
    expect(at('19000229')).toEqual({ valid: false, reason: 'birthdate' });
    expect(at('19490230')).toEqual({ valid: false, reason: 'birthdate' });
    expect(at('19490431')).toEqual({ valid: false, reason: 'birthdate' });
    expect(at('19491301')).toEqual({ valid: false, reason: 'birthdate' });
    expect(at('19490001')).toEqual({ valid: false, reason: 'birthdate' });
    expect(at('19490100')).toEqual({ valid: false, reason: 'birthdate' });
    expect(at('17991231')).toEqual({ valid: false, reason: 'birthdate' });
    expect(at('20250615')).toMatchObject({ valid: true, birthdate: '2025-06-15' });
    expect(at('20250616')).toEqual({ valid: false, reason: 'birthdate' });
  });

  it('validateIdCard gives the required and the wrong-number message', () => {
    expect(validateIdCard('', TODAY)).toBe('请输入身份证号');
    expect(validateIdCard('123', TODAY)).toBe('请输入正确的身份证号');
    expect(validateIdCard('110105194912310021', TODAY)).toBe('请输入正确的身份证号');
    expect(validateIdCard('11010519491231002X', TODAY)).toBeNull();
    expect(isIdCard('11010519491231002X', TODAY)).toBe(true);
    expect(isIdCard('11010519491231002Y', TODAY)).toBe(false);
  });
});

describe('identity card properties', () => {
  it('every generated number with its computed check digit passes, with its birthdate and gender', () => {
    fc.assert(
      fc.property(first17, (body) => {
        const parsed = parseIdCard(withCheck(body), TODAY);
        expect(parsed).toEqual({
          valid: true,
          birthdate: `${body.slice(6, 10)}-${body.slice(10, 12)}-${body.slice(12, 14)}`,
          gender: Number(body[16]) % 2 === 1 ? 'M' : 'F',
        });
        expect(validateIdCard(withCheck(body).toLowerCase(), TODAY)).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });

  it('any other check character fails the checksum', () => {
    fc.assert(
      fc.property(first17, fc.constantFrom(...ID_CARD_CHECK_CODES), (body, other) => {
        fc.pre(other !== makeIdCardCheckDigit(body));
        expect(parseIdCard(body + other, TODAY)).toEqual({ valid: false, reason: 'checksum' });
      }),
      { numRuns: 1000 },
    );
  });

  it('changing any single one of the 17 digits is detected', () => {
    fc.assert(
      fc.property(
        first17,
        fc.integer({ min: 0, max: 16 }),
        fc.integer({ min: 1, max: 9 }),
        (body, index, shift) => {
          const good = withCheck(body);
          const digit = (Number(good[index]) + shift) % 10;
          const bad = good.slice(0, index) + digit + good.slice(index + 1);
          expect(parseIdCard(bad, TODAY).valid).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never throws and only accepts 17 digits plus a check character', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9Xx]{16,19}$/)), (s) => {
        const parsed = parseIdCard(s, TODAY);
        if (parsed.valid) expect(s.trim()).toMatch(/^\d{17}[\dXx]$/);
        expect(validateIdCard(s, TODAY) === null).toBe(parsed.valid);
      }),
      { numRuns: 1000 },
    );
  });
});
