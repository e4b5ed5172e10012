/** One blacklist record: who, why, since when, and what it means for the driver's work. */
import type { BlacklistRecord } from '@/lib/contract/me/blacklist';
import { serviceMessages as m } from '../messages';
import styles from './blacklist-row.module.css';

export const BLACKLIST_ROW_HEIGHT = 150;

export function BlacklistRow({ item }: { item: BlacklistRecord }) {
  const restricted = item.restrictGrab === 1;
  return (
    <article className={styles.card} aria-label={item.enterpriseName}>
      <header className={styles.head}>
        <h2 className={styles.name}>{item.enterpriseName}</h2>
        <span className={restricted ? `${styles.tag} ${styles.restricted}` : styles.tag}>
          {restricted ? m.restricted : m.warningOnly}
        </span>
      </header>
      <p className={styles.party}>{m.partyType[item.enterpriseType] ?? ''}</p>
      <p className={styles.line}>
        {m.reason}
        {item.reason}
      </p>
      <p className={styles.line}>
        {m.since}
        {item.createTime}
      </p>
      <p className={restricted ? `${styles.effect} ${styles.effectRestricted}` : styles.effect}>
        {restricted ? m.restrictedHint : m.warningOnlyHint}
      </p>
    </article>
  );
}
