/**
 * Licence-plate keyboard rules (§3, §4, §5, §9), as pure functions of the characters typed so far.
 *
 * Interpretation (the spec is terse; this is the exact rule set the keyboard and checkPlate share):
 * - Position 0: one of the 31 province characters (PROVINCES). Nothing else is accepted there.
 * - Position 1: a letter (LETTERS: A–Z without I and O) in every mode; never a digit.
 * - Positions 2+: letters or digits.
 * - "Alphanumeric part" = every character after the province, a trailing special included.
 * - Maximum alphanumeric part: 6 for a normal plate (7 characters in all, 京A12345),
 *   7 with newEnergy (8 in all, 京AD12345), 8 in the first variant whatever newEnergy says
 *   (9 in all). When the maximum is reached no key is allowed.
 * - Specials (挂 学 警 领 港 澳 使) only at position 6, the last position of a normal plate, and only
 *   when newEnergy is off. A special always ends the plate, also in the first variant: nothing is
 *   allowed after it (京A1234挂).
 * - Confirm (canConfirm) needs at least 6 alphanumeric characters (§5); the popup keyboard toasts
 *   请输入正确的车牌号 below that (checkPlate).
 * - checkPlate accepts exactly the plates the keyboard can produce with the same options that have at
 *   least 6 alphanumerics; input must already be upper case (the keyboard has no lower case).
 * - deleteKey removes the last character; with none left the keyboard shows provinces again.
 */
import { domainMessages } from './messages';

export const PROVINCES = Array.from(
  '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼',
);
export const LETTERS = Array.from('ABCDEFGHJKLMNPQRSTUVWXYZ');
export const DIGITS = Array.from('0123456789');
export const SPECIALS = Array.from('挂学警领港澳使');

const PLATE_MIN_ALNUM = 6;
/** The only position where a special may stand. */
const PLATE_SPECIAL_POSITION = 6;

export interface PlateOptions {
  newEnergy: boolean;
  firstVariant: boolean;
}

export interface PlateState extends PlateOptions {
  chars: readonly string[];
}

export interface PlateKeys {
  kind: 'province' | 'alnum';
  keys: Set<string>;
}

const SPECIAL_SET = new Set(SPECIALS);

export function maxPlateAlnum({ newEnergy, firstVariant }: PlateOptions): number {
  if (firstVariant) return 8;
  return newEnergy ? 7 : 6;
}

function plateAlnumCount(chars: readonly string[]): number {
  return Math.max(0, chars.length - 1);
}

/** The keys the keyboard offers for the next character. */
export function allowedKeys({ chars, newEnergy, firstVariant }: PlateState): PlateKeys {
  const position = chars.length;
  if (position === 0) return { kind: 'province', keys: new Set(PROVINCES) };
  const full =
    SPECIAL_SET.has(chars[position - 1]!) ||
    plateAlnumCount(chars) >= maxPlateAlnum({ newEnergy, firstVariant });
  if (full) return { kind: 'alnum', keys: new Set() };
  if (position === 1) return { kind: 'alnum', keys: new Set(LETTERS) };
  const keys = new Set([...LETTERS, ...DIGITS]);
  if (!newEnergy && position === PLATE_SPECIAL_POSITION) SPECIALS.forEach((s) => keys.add(s));
  return { kind: 'alnum', keys };
}

/** Appends `key` when it is allowed; otherwise returns `chars` itself (nothing changed). */
export function pressKey(state: PlateState, key: string): readonly string[] {
  return allowedKeys(state).keys.has(key) ? [...state.chars, key] : state.chars;
}

/** Removes the last character; an empty list stays empty (and allowedKeys offers provinces). */
export function deleteKey(chars: readonly string[]): string[] {
  return chars.slice(0, -1);
}

export function canConfirm(chars: readonly string[]): boolean {
  return plateAlnumCount(chars) >= PLATE_MIN_ALNUM;
}

/** Final check of a whole plate: null when the keyboard could have produced it and it may be confirmed. */
export function checkPlate(
  plate: string | null | undefined,
  options: Partial<PlateOptions> = {},
): null | typeof domainMessages.plateInvalid {
  const opts: PlateOptions = {
    newEnergy: options.newEnergy ?? false,
    firstVariant: options.firstVariant ?? false,
  };
  const typed = Array.from(plate ?? '');
  const chars: string[] = [];
  for (const ch of typed) {
    if (!allowedKeys({ ...opts, chars }).keys.has(ch)) return domainMessages.plateInvalid;
    chars.push(ch);
  }
  return canConfirm(chars) ? null : domainMessages.plateInvalid;
}
