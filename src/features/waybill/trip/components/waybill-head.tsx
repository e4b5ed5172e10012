import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { tripMessages as t } from '../messages';
import styles from './trip.module.css';

function cityOf(regionName: string): string {
  const parts = regionName.split(' ');
  return parts[1] ?? parts[0] ?? '';
}

/** Which load this is: the route, the waybill number, goods and truck. */
export function WaybillHead({ detail }: { detail: WaybillDetail }) {
  return (
    <section className={styles.card} aria-label={t.waybillNo}>
      <p className={styles.route}>
        {cityOf(detail.origin.regionName)} → {cityOf(detail.destination.regionName)}
      </p>
      <dl className={styles.row}>
        <dt>{t.waybillNo}</dt>
        <dd>{detail.waybillNo}</dd>
      </dl>
      <dl className={styles.row}>
        <dt>{detail.goodsName}</dt>
        <dd>{detail.carNo}</dd>
      </dl>
    </section>
  );
}
