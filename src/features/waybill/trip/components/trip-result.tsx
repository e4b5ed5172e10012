import { CheckCircleFill } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/form';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { paths } from '@/lib/routing/paths';
import { waybillDetailPath } from '../../shared/waybill-path';
import { tripMessages as t } from '../messages';
import styles from './trip.module.css';

interface TripResultProps {
  detail: WaybillDetail;
  title: string;
  note: string;
  children?: ReactNode;
}

/** A step done: what happened, what comes next, and the way back to the waybill. */
export function TripResult({ detail, title, note, children }: TripResultProps) {
  return (
    <div className={styles.page}>
      <section className={styles.result} aria-labelledby="trip-result-title">
        <CheckCircleFill fontSize={56} color="var(--adm-color-success, #00b578)" aria-hidden />
        <h1 id="trip-result-title" className={styles.resultTitle}>
          {title}
        </h1>
        <p className={styles.hint}>{note}</p>
      </section>
      {children}
      <div className={styles.actions}>
        <ButtonLink to={waybillDetailPath(detail)} replace>
          {t.viewWaybill}
        </ButtonLink>
        <ButtonLink variant="secondary" to={paths.waybill.to()} replace>
          {t.backToList}
        </ButtonLink>
      </div>
    </div>
  );
}
