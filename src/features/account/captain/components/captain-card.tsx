/** One captain: name, masked mobile (§5), real-name status, fleet size and, once bound, since when. */
import type { ReactNode } from 'react';
import { MaskedText } from '@/components/masked-text';
import type { CarCaptain } from '@/lib/contract/account/captain';
import { certificationLabel, isCertified } from '@/lib/domain/certification';
import { captainMessages as messages } from '../messages';
import styles from './captain-card.module.css';

export interface CaptainCardProps {
  captain: CarCaptain;
  /** The card's heading (我的车队长, 查找结果). */
  title: string;
  children?: ReactNode;
}

export function CaptainCard({ captain, title, children }: CaptainCardProps) {
  const certified = isCertified(captain.certificationStatus);
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{messages.name}</dt>
          <dd className={styles.name}>{captain.name}</dd>
        </div>
        <div className={styles.row}>
          <dt>{messages.mobile}</dt>
          <dd>
            <MaskedText kind="phone" value={captain.mobile} />
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{messages.certification}</dt>
          <dd>
            <span className={certified ? styles.certified : styles.uncertified}>
              {certificationLabel(captain.certificationStatus)}
            </span>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{messages.fleetSize}</dt>
          <dd>{messages.vehicles(captain.carCount)}</dd>
        </div>
        {captain.bindTime ? (
          <div className={styles.row}>
            <dt>{messages.bindTime}</dt>
            <dd>{captain.bindTime}</dd>
          </div>
        ) : null}
      </dl>
      {children}
    </section>
  );
}
