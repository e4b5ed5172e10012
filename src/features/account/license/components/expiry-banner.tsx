import type { ExpiryCheck } from '@/lib/contract/account/license';
import { expiryWarning } from '../expiry';
import styles from './licence-details.module.css';

/** About to expire (1) or expired (2): the larger level sets the look (§3). */
export function ExpiryBanner({ check }: { check: ExpiryCheck | undefined }) {
  const warning = expiryWarning(check);
  if (!warning) return null;
  return (
    <div
      className={`${styles.banner} ${warning.level === 2 ? styles.expired : styles.soon}`}
      role="alert"
    >
      {warning.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
