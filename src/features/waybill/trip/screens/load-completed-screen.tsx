/** 发车成功 (/waybill/loadcompleted?id=): the departure the platform now has. */
import { TripFrame } from '../components/trip-frame';
import { TripResult } from '../components/trip-result';
import styles from '../components/trip.module.css';
import { tripMessages as t } from '../messages';

export function LoadCompletedScreen() {
  return (
    <TripFrame>
      {(detail) => (
        <TripResult detail={detail} title={t.departed} note={t.departedNote}>
          <section className={styles.card} aria-label={t.waybillNo}>
            <dl className={styles.row}>
              <dt>{t.waybillNo}</dt>
              <dd>{detail.waybillNo}</dd>
            </dl>
            <dl className={styles.row}>
              <dt>{t.departedAt}</dt>
              <dd>{detail.departedAt ?? '—'}</dd>
            </dl>
            <dl className={styles.row}>
              <dt>{t.loadedQuantity}</dt>
              <dd>{detail.loadedQuantity ?? '—'}</dd>
            </dl>
          </section>
        </TripResult>
      )}
    </TripFrame>
  );
}

export default LoadCompletedScreen;
