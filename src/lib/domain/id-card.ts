import { domainMessages } from './messages';

/** §5: weights of the first 17 digits (GB 11643) and the check character for `sum mod 11`. */
const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
export const ID_CARD_CHECK_CODES = ['1', '0', 'X', '9', '8', '7', '6', '5', '4', '3', '2'] as const;

/** GB 11643 numbers encode births from the 1800s on; earlier years are typing errors. */
const ID_CARD_MIN_YEAR = 1800;

export type IdCardCheckDigit = (typeof ID_CARD_CHECK_CODES)[number];
export type Gender = 'M' | 'F';
export type IdCardInvalidReason = 'empty' | 'format' | 'birthdate' | 'checksum';

export type ParsedIdCard =
  | { valid: true; birthdate: string; gender: Gender }
  | { valid: false; reason: IdCardInvalidReason };

const FORMAT = /^\d{17}[\dXx]$/;

/** The check character for 17 digits; throws on anything else (the sandbox uses it to generate numbers). */
export function makeIdCardCheckDigit(first17: string): IdCardCheckDigit {
  if (!/^\d{17}$/.test(first17)) throw new RangeError(`expected 17 digits, got "${first17}"`);
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * ID_CARD_WEIGHTS[i]!;
  return ID_CARD_CHECK_CODES[sum % 11]!;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** `YYYYMMDD` → `YYYY-MM-DD` when it is a real calendar date between 1800 and `today` (local). */
function readBirthdate(yyyymmdd: string, today: Date): string | null {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (year < ID_CARD_MIN_YEAR || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  const todayKey = `${pad(today.getFullYear(), 4)}${pad(today.getMonth() + 1, 2)}${pad(today.getDate(), 2)}`;
  if (yyyymmdd > todayKey) return null;
  return `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
}

/** Checks an 18-digit identity-card number and reads birthdate and gender (odd 17th digit = M). */
export function parseIdCard(no: string | null | undefined, today: Date = new Date()): ParsedIdCard {
  const value = (no ?? '').trim();
  if (value === '') return { valid: false, reason: 'empty' };
  if (!FORMAT.test(value)) return { valid: false, reason: 'format' };
  const birthdate = readBirthdate(value.slice(6, 14), today);
  if (birthdate === null) return { valid: false, reason: 'birthdate' };
  if (makeIdCardCheckDigit(value.slice(0, 17)) !== value[17]!.toUpperCase()) {
    return { valid: false, reason: 'checksum' };
  }
  return { valid: true, birthdate, gender: Number(value[16]) % 2 === 1 ? 'M' : 'F' };
}

export function isIdCard(no: string | null | undefined, today: Date = new Date()): boolean {
  return parseIdCard(no, today).valid;
}

export function validateIdCard(
  no: string | null | undefined,
  today: Date = new Date(),
): null | typeof domainMessages.idCardRequired | typeof domainMessages.idCardInvalid {
  const parsed = parseIdCard(no, today);
  if (parsed.valid) return null;
  return parsed.reason === 'empty' ? domainMessages.idCardRequired : domainMessages.idCardInvalid;
}
