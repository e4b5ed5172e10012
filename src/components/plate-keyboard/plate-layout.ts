import { PROVINCES } from '@/lib/domain/plate';

/** 31 provinces in rows of 8; the delete key ends the last row. */
export const PROVINCE_ROWS: readonly (readonly string[])[] = [
  PROVINCES.slice(0, 8),
  PROVINCES.slice(8, 16),
  PROVINCES.slice(16, 24),
  PROVINCES.slice(24),
];

/** Digits, the letters of a plate (no I, no O) in keyboard order, then the specials. */
export const ALNUM_ROWS: readonly (readonly string[])[] = [
  Array.from('1234567890'),
  Array.from('QWERTYUP'),
  Array.from('ASDFGHJKL'),
  Array.from('ZXCVBNM'),
  Array.from('挂学警领港澳使'),
];

/** Row after which the delete key stands. */
export const ALNUM_DELETE_ROW = 3;
