/** The source the driver is taking, in one card: route, goods, quantity, loading window. */
import type { ReactNode } from 'react';
import { Card } from '@/components/card';
import type { GoodsSourceDetail } from '@/lib/contract/supply/market';
import { placeText } from '@/lib/domain/place';
import { formatNumber, formatQuantity } from '@/lib/domain/quantity';
import { grabMessages as t, unitLabel } from '../grab-messages';
import styles from './grab.module.css';

export function GrabSourceSummary({
  source,
  children,
}: {
  source: GoodsSourceDetail;
  children?: ReactNode;
}) {
  const from = placeText(source.origin);
  const to = placeText(source.destination);
  const unit = unitLabel(source.unit);
  return (
    <Card aria-label={t.summaryRoute}>
      <div className={styles.route}>
        <span className={styles.kindTag}>{t.kind[source.kind]}</span>
        <span>{from}</span>
        <span className={styles.arrow} aria-label={t.to}>
          →
        </span>
        <span>{to}</span>
      </div>
      <p className={styles.facts}>
        <span>{source.goodsName}</span>
        <span>
          {source.kind === 'bulk'
            ? t.remaining(formatNumber(source.remainingQuantity), source.unit)
            : formatQuantity(source.totalQuantity, unit)}
        </span>
        <span>{t.km(source.distanceKm)}</span>
        <span>{t.loadingAt(source.loadingStart.slice(5, 16))}</span>
      </p>
      {children}
    </Card>
  );
}
