import { domainMessages } from './messages';

/** §5: starts with 1, second digit 2 to 9, 11 digits in total. */
const MOBILE = /^1[2-9]\d{9}$/;

export const MOBILE_LENGTH = 11;

export function isMobile(value: string | null | undefined): boolean {
  return typeof value === 'string' && MOBILE.test(value);
}

export function validateMobile(
  value: string | null | undefined,
): null | typeof domainMessages.mobileRequired | typeof domainMessages.mobileInvalid {
  if (value == null || value.trim() === '') return domainMessages.mobileRequired;
  return isMobile(value) ? null : domainMessages.mobileInvalid;
}

/** §5: 3 digits, 4 stars, last 4. Anything that is not 11 digits is shown as it is. */
export function maskMobile(value: string | null | undefined): string {
  if (value == null) return '';
  if (!/^\d{11}$/.test(value)) return value;
  return `${value.slice(0, 3)}****${value.slice(7)}`;
}
