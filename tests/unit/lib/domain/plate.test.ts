import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DIGITS,
  LETTERS,
  PROVINCES,
  SPECIALS,
  allowedKeys,
  canConfirm,
  checkPlate,
  deleteKey,
  maxPlateAlnum,
  pressKey,
  type PlateOptions,
} from '@/lib/domain/plate';

const NORMAL: PlateOptions = { newEnergy: false, firstVariant: false };
const NEW_ENERGY: PlateOptions = { newEnergy: true, firstVariant: false };
const FIRST: PlateOptions = { newEnergy: false, firstVariant: true };
const FIRST_NEW_ENERGY: PlateOptions = { newEnergy: true, firstVariant: true };

const sorted = (s: Set<string>) => [...s].sort();
const chars = (s: string) => Array.from(s);
const keysAt = (typed: string, opts: PlateOptions) => allowedKeys({ chars: chars(typed), ...opts });

describe('plate key sets (§9)', () => {
  it('has the 31 province characters, letters without I and O, digits and the 7 specials', () => {
    expect(PROVINCES.join('')).toBe(
      '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼',
    );
    expect(PROVINCES).toHaveLength(31);
    expect(new Set(PROVINCES).size).toBe(31);
    expect(LETTERS.join('')).toBe('ABCDEFGHJKLMNPQRSTUVWXYZ');
    expect(DIGITS.join('')).toBe('0123456789');
    expect(SPECIALS.join(' ')).toBe('挂 学 警 领 港 澳 使');
  });
});

describe('allowedKeys', () => {
  it('offers the provinces first', () => {
    for (const opts of [NORMAL, NEW_ENERGY, FIRST, FIRST_NEW_ENERGY]) {
      const keys = allowedKeys({ chars: [], ...opts });
      expect(keys.kind).toBe('province');
      expect(sorted(keys.keys)).toEqual([...PROVINCES].sort());
    }
  });

  it('offers letters only for the second character, in every mode', () => {
    for (const opts of [NORMAL, NEW_ENERGY, FIRST, FIRST_NEW_ENERGY]) {
      const keys = keysAt('京', opts);
      expect(keys.kind).toBe('alnum');
      expect(sorted(keys.keys)).toEqual([...LETTERS].sort());
    }
  });

  it('offers letters and digits afterwards, without I, O or specials before position 6', () => {
    for (const typed of ['京A', '京A1', '京A12', '京A123']) {
      expect(sorted(keysAt(typed, NORMAL).keys)).toEqual([...LETTERS, ...DIGITS].sort());
    }
    expect(keysAt('京A1', NORMAL).keys.has('I')).toBe(false);
    expect(keysAt('京A1', NORMAL).keys.has('O')).toBe(false);
  });

  it('offers the specials only at position 6 of a plate that is not new-energy', () => {
    expect(sorted(keysAt('京A1234', NORMAL).keys)).toEqual(
      [...LETTERS, ...DIGITS, ...SPECIALS].sort(),
    );
    expect(sorted(keysAt('京A1234', FIRST).keys)).toEqual(
      [...LETTERS, ...DIGITS, ...SPECIALS].sort(),
    );
    expect(keysAt('京A1234', NEW_ENERGY).keys.has('挂')).toBe(false);
    expect(keysAt('京A1234', FIRST_NEW_ENERGY).keys.has('挂')).toBe(false);
    expect(keysAt('京A12345', FIRST).keys.has('挂')).toBe(false);
  });

  it('stops at 6 alphanumerics (7 new-energy, 8 first variant) and after a special', () => {
    expect(maxPlateAlnum(NORMAL)).toBe(6);
    expect(maxPlateAlnum(NEW_ENERGY)).toBe(7);
    expect(maxPlateAlnum(FIRST)).toBe(8);
    expect(maxPlateAlnum(FIRST_NEW_ENERGY)).toBe(8);
    expect(keysAt('京A12345', NORMAL)).toEqual({ kind: 'alnum', keys: new Set() });
    expect(keysAt('京A12345', NEW_ENERGY).keys.size).toBe(34);
    expect(keysAt('京AD12345', NEW_ENERGY).keys.size).toBe(0);
    expect(keysAt('京AD12345', FIRST).keys.size).toBe(34);
    expect(keysAt('京AB123456', FIRST).keys.size).toBe(0);
    expect(keysAt('京A1234挂', FIRST).keys.size).toBe(0);
  });
});

describe('pressKey, deleteKey, canConfirm', () => {
  it('ignores a key that is not allowed, keeping the same list', () => {
    const typed = chars('京');
    expect(pressKey({ chars: typed, ...NORMAL }, '1')).toBe(typed);
    expect(pressKey({ chars: typed, ...NORMAL }, 'A')).toEqual(['京', 'A']);
    expect(pressKey({ chars: [], ...NORMAL }, 'A')).toEqual([]);
  });

  it('delete removes the last character; on an empty list the province keys come back', () => {
    expect(deleteKey(chars('京A1'))).toEqual(['京', 'A']);
    expect(deleteKey(['京'])).toEqual([]);
    expect(deleteKey([])).toEqual([]);
    expect(allowedKeys({ chars: deleteKey([]), ...NORMAL }).kind).toBe('province');
    expect(allowedKeys({ chars: deleteKey(['京']), ...NORMAL }).kind).toBe('province');
  });

  it('confirm is enabled only with at least 6 alphanumerics after the province', () => {
    expect(canConfirm([])).toBe(false);
    expect(canConfirm(chars('京A1234'))).toBe(false);
    expect(canConfirm(chars('京A12345'))).toBe(true);
    expect(canConfirm(chars('京AD12345'))).toBe(true);
  });
});

describe('checkPlate (§5)', () => {
  it.each([
    ['京A12345', NORMAL],
    ['粤BD1234', NORMAL],
    ['京A1234挂', NORMAL],
    ['琼Z9999使', NORMAL],
    ['京AD12345', NEW_ENERGY],
    ['京A12345', NEW_ENERGY],
    ['京AB123456', FIRST],
    ['京A1234学', FIRST],
    ['京AB123456', FIRST_NEW_ENERGY],
  ])('accepts %s (%o)', (plate, opts) => {
    expect(checkPlate(plate, opts)).toBeNull();
  });

  it.each([
    ['', NORMAL],
    ['京', NORMAL],
    ['京A1234', NORMAL],
    ['京112345', NORMAL],
    ['A123456', NORMAL],
    ['京AI2345', NORMAL],
    ['京AO2345', NORMAL],
    ['京a12345', NORMAL],
    ['京A123456', NORMAL],
    ['京A123挂4', NORMAL],
    ['京A1234挂', NEW_ENERGY],
    ['京AD123456', NEW_ENERGY],
    ['京AB1234567', FIRST],
    ['京A12345挂', FIRST],
    ['京 A12345', NORMAL],
    ['京京12345', NORMAL],
  ])('refuses %s with 请输入正确的车牌号 (%o)', (plate, opts) => {
    expect(checkPlate(plate, opts)).toBe('请输入正确的车牌号');
  });

  it('defaults to a normal plate and copes with a missing value', () => {
    expect(checkPlate('京A12345')).toBeNull();
    expect(checkPlate('京AD12345')).toBe('请输入正确的车牌号');
    expect(checkPlate(null)).toBe('请输入正确的车牌号');
    expect(checkPlate(undefined)).toBe('请输入正确的车牌号');
  });
});

describe('plate properties', () => {
  const options = fc.record({ newEnergy: fc.boolean(), firstVariant: fc.boolean() });
  /** Each step: a non-negative number picks a key among the allowed ones, -1 presses delete. */
  const steps = fc.array(fc.oneof(fc.nat(), fc.constant(-1)), { maxLength: 14 });

  it('every plate typed by choosing only allowed keys passes checkPlate once it has ≥ 6 alphanumerics', () => {
    fc.assert(
      fc.property(options, steps, (opts, moves) => {
        let typed: readonly string[] = [];
        for (const move of moves) {
          const { kind, keys } = allowedKeys({ chars: typed, ...opts });
          expect(kind).toBe(typed.length === 0 ? 'province' : 'alnum');
          if (move < 0) {
            typed = deleteKey(typed);
          } else if (keys.size > 0) {
            const key = [...keys][move % keys.size]!;
            typed = pressKey({ chars: typed, ...opts }, key);
          }
          expect(typed.length).toBeLessThanOrEqual(maxPlateAlnum(opts) + 1);
          expect(checkPlate(typed.join(''), opts)).toBe(
            canConfirm(typed) ? null : '请输入正确的车牌号',
          );
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('checkPlate agrees with an independent pattern for each mode', () => {
    const P = `[${PROVINCES.join('')}]`;
    const L = `[${LETTERS.join('')}]`;
    const A = `[${LETTERS.join('')}0-9]`;
    const S = `[${SPECIALS.join('')}]`;
    const oracle = ({ newEnergy, firstVariant }: PlateOptions): RegExp => {
      const max = firstVariant ? 7 : newEnergy ? 6 : 5;
      const withSpecial = newEnergy ? '' : `|${A}{4}${S}`;
      return new RegExp(`^${P}${L}(?:${A}{5,${max}}${withSpecial})$`);
    };
    const alphabet = [...PROVINCES, ...LETTERS, ...DIGITS, ...SPECIALS, 'I', 'O', 'a', ' ', '-'];
    const plate = fc
      .tuple(
        fc.constantFrom(...PROVINCES, 'A', '1'),
        fc.constantFrom(...LETTERS, '1', 'I'),
        fc.array(fc.constantFrom(...alphabet), { maxLength: 9 }),
      )
      .map(([p, l, rest]) => p + l + rest.join(''));
    fc.assert(
      fc.property(options, plate, (opts, s) => {
        expect(checkPlate(s, opts) === null).toBe(oracle(opts).test(s));
      }),
      { numRuns: 1000 },
    );
  });
});
