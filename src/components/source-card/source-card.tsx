import { memo } from 'react';
import { Link } from 'react-router-dom';
import { MoneyText } from '@/components/money-text';
import type { GoodsSource } from '@/lib/contract/supply/market';
import { truckloadFreight, truckloadQuantity } from '@/lib/domain/grab-gates';
import styles from './source-card.module.css';
import {
  placeText,
  quantityText,
  shortTime,
  sourceCardMessages as m,
  vehicleText,
} from './source-text';

export interface SourceCardProps {
  source: GoodsSource;
  /** Where a tap leads (the source's detail screen). */
  to: string;
  className?: string;
}

/**
 * One freight source as a link: route and distance, goods and quantity, the vehicle it needs, the
 * loading window, the price and what one truckload earns (never the whole remaining tonnage's
 * freight, which no single driver is paid). Fixed height (SOURCE_CARD_HEIGHT) for the virtualized lists.
 * Memoized: a virtualized list re-renders on every scroll frame, and only the rows that come into
 * view have anything new to draw.
 */
export const SourceCard = memo(function SourceCard({ source, to, className }: SourceCardProps) {
  const from = placeText(source.origin);
  const dest = placeText(source.destination);
  const unit = m.unit[source.unit] ?? '';
  const closed = source.status !== 'open';
  return (
    <div className={className ? `${styles.slot} ${className}` : styles.slot}>
      <Link to={to} className={closed ? `${styles.card} ${styles.closed}` : styles.card}>
        <span className={styles.head}>
          <span className={`${styles.tag} ${styles[source.kind]}`}>{m.kind[source.kind]}</span>
          {source.assignedToMe ? (
            <span className={`${styles.tag} ${styles.assigned}`}>{m.assigned}</span>
          ) : null}
          {closed ? (
            <span className={`${styles.tag} ${styles.ended}`}>
              {m.status[source.status as 'full' | 'closed']}
            </span>
          ) : null}
          <span className={styles.goods}>{source.goodsName}</span>
          {source.distanceToMeKm !== undefined ? (
            <span className={styles.toMe}>{m.toMe(source.distanceToMeKm)}</span>
          ) : null}
        </span>
        <span className={styles.route} aria-label={m.route(from, dest)}>
          <span className={styles.place}>{from}</span>
          <span className={styles.arrow} aria-hidden="true">
            →
          </span>
          <span className={styles.place}>{dest}</span>
        </span>
        <span className={styles.line}>
          {m.distance(source.distanceKm)} · {m.remaining} {quantityText(source.remainingQuantity)}/
          {quantityText(source.totalQuantity)}
          {unit}
        </span>
        <span className={styles.line}>
          {m.vehicle} {vehicleText(source)}
        </span>
        <span className={styles.line}>
          {m.loading} {shortTime(source.loadingStart)} {m.until} {shortTime(source.loadingEnd)}
        </span>
        <span className={styles.price}>
          <span className={styles.unitPrice}>
            <MoneyText value={source.unitPrice} currency size="large" />
            <span className={styles.per}>{m.perUnit(source.unit)}</span>
          </span>
          <span className={styles.freight}>
            {source.kind === 'whole'
              ? m.wholeFreight
              : m.truckload(quantityText(truckloadQuantity(source)), source.unit)}{' '}
            {m.about}
            <strong className={styles.truckFreight}>
              <MoneyText value={truckloadFreight(source)} currency size="small" />
            </strong>
            {m.perTruck}
          </span>
        </span>
      </Link>
    </div>
  );
});
