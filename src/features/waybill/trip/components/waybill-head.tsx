import { Card, FactList } from '@/components/card';
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
    <Card aria-label={t.waybillNo}>
      <p className={styles.route}>
        {cityOf(detail.origin.regionName)} → {cityOf(detail.destination.regionName)}
      </p>
      <FactList
        layout="split"
        facts={[
          { label: t.waybillNo, value: detail.waybillNo, number: true },
          { label: detail.goodsName, value: detail.carNo, number: true, key: 'carNo' },
        ]}
      />
    </Card>
  );
}
