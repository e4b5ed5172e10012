/** §3/§7.1: the expiry check keeps the larger of the two levels; the banner names what it is about. */
import type { ExpiryCheck, ExpiryLevel } from '@/lib/contract/account/license';
import { licenseMessages as m } from './messages';

export interface ExpiryWarning {
  level: Exclude<ExpiryLevel, 0>;
  lines: string[];
}

export function expiryWarning(check: ExpiryCheck | undefined): ExpiryWarning | null {
  if (!check) return null;
  const level = Math.max(check.driverLicenseIsExpired, check.roadTransportIsExpired) as ExpiryLevel;
  if (level === 0) return null;
  const lines: string[] = [];
  if (check.driverLicenseIsExpired > 0)
    lines.push(m.expiry.licence[check.driverLicenseIsExpired as 1 | 2]);
  if (check.roadTransportIsExpired > 0)
    lines.push(m.expiry.qualification[check.roadTransportIsExpired as 1 | 2]);
  return { level, lines };
}
