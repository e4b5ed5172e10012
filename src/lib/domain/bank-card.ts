/**
 * Bank card numbers (§2.3 bank/add): digits only, 16 to 19 of them; debit cards of the Chinese
 * banks carry a Luhn check digit (a few old 16-digit cards of rural credit unions do not, so the
 * check applies to cards whose issuer number starts with 4, 5 or 6, the UnionPay/Visa/Mastercard
 * ranges). Shown grouped by 4 as the driver types, and masked (first 4, last 4) everywhere but the
 * confirmation screen.
 */
export const CARD_MIN_DIGITS = 16;
export const CARD_MAX_DIGITS = 19;

/** Only the digits of what was typed or pasted (spaces, dashes dropped), at most 19. */
export function cardDigits(text: string | null | undefined): string {
  return (text ?? '').replace(/\D/g, '').slice(0, CARD_MAX_DIGITS);
}

/** '6217000000000001234' → '6217 0000 0000 0001 234'. */
export function groupCardNo(text: string | null | undefined): string {
  return cardDigits(text).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn (mod 10) check over all digits, the last being the check digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardNoProblem = 'empty' | 'length' | 'checkDigit';

/** Why a typed card number cannot be a card, or null when it can. */
export function cardNoProblem(text: string | null | undefined): CardNoProblem | null {
  const digits = cardDigits(text);
  if (digits === '') return 'empty';
  if (digits.length < CARD_MIN_DIGITS) return 'length';
  if (/^[456]/.test(digits) && !luhnValid(digits)) return 'checkDigit';
  return null;
}

/** '6217000000000001234' → '6217 **** **** 1234'. */
export function maskCardNo(text: string | null | undefined): string {
  const digits = cardDigits(text);
  if (digits.length < 8) return '*'.repeat(digits.length);
  return `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`;
}

/** A Luhn-valid number from a prefix and body digits (the sandbox's seeded cards). */
export function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d += 1) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  return `${body}0`;
}

/** A 16-digit number in the Visa/Mastercard ranges (4, 5) is a credit card: not taken for withdrawals. */
export function looksLikeCreditCard(text: string | null | undefined): boolean {
  const digits = cardDigits(text);
  return digits.length === CARD_MIN_DIGITS && /^[45]/.test(digits);
}
