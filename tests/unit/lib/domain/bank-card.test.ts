import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  cardNoProblem,
  groupCardNo,
  looksLikeCreditCard,
  luhnValid,
  maskCardNo,
  withCheckDigit,
} from '@/lib/domain/bank-card';

describe('bank card numbers', () => {
  it('keeps only digits, at most 19', () => {
    expect(cardDigits(' 6222-0200 0000 0000 117 ')).toBe('6222020000000000117');
    expect(cardDigits('62220200000000001179999')).toBe('6222020000000000117');
    expect(cardDigits(null)).toBe('');
  });

  it('groups by 4 as typed', () => {
    expect(groupCardNo('6222')).toBe('6222');
    expect(groupCardNo('62220')).toBe('6222 0');
    expect(groupCardNo('6222020000000000117')).toBe('6222 0200 0000 0000 117');
  });

  it('checks the Luhn digit', () => {
    expect(luhnValid('6222020000000000117')).toBe(true);
    expect(luhnValid('6222020000000000118')).toBe(false);
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('62a2')).toBe(false);
    expect(withCheckDigit('622202000000000011')).toBe('6222020000000000117');
  });

  it('says why a number cannot be a card', () => {
    expect(cardNoProblem('')).toBe('empty');
    expect(cardNoProblem('6222 0200 0000')).toBe('length');
    expect(cardNoProblem('6222 0200 0000 0000 118')).toBe('checkDigit');
    expect(cardNoProblem('6222 0200 0000 0000 117')).toBeNull();
    // Old rural-credit numbers outside 4/5/6 carry no Luhn digit.
    expect(cardNoProblem('9400 1234 5678 9012')).toBeNull();
  });

  it('tells 16-digit 4/5 numbers apart as credit cards', () => {
    expect(looksLikeCreditCard('4111 1111 1111 1111')).toBe(true);
    expect(looksLikeCreditCard('5555555555554444')).toBe(true);
    expect(looksLikeCreditCard('6222020000000000117')).toBe(false);
    expect(looksLikeCreditCard('4111111111111111000')).toBe(false);
  });

  it('masks all but the first and last 4 digits', () => {
    expect(maskCardNo('6222020000000000117')).toBe('6222 **** **** 0117');
    expect(maskCardNo('1234567')).toBe('*******');
  });
});
