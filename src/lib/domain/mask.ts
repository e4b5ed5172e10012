import { domainMessages } from './messages';

const KEEP = 4;

/**
 * §5: ID number shown as its first 4 and last 4 characters with stars between, same length
 * (1101**********1234). Numbers too short to keep 4 + 4 and still hide something are all stars.
 * Absent → 未实名认证.
 */
export function maskIdNumber(id: string | null | undefined): string {
  const value = (id ?? '').trim();
  if (value === '') return domainMessages.notRealNameCertified;
  const chars = Array.from(value);
  if (chars.length <= KEEP * 2) return '*'.repeat(chars.length);
  return (
    chars.slice(0, KEEP).join('') +
    '*'.repeat(chars.length - KEEP * 2) +
    chars.slice(chars.length - KEEP).join('')
  );
}
