import { Card, FactList, type FactEntry } from '@/components/card';
import type { CarLicense } from '@/lib/contract/account/license';
import { useCarPass, useVehicles } from '../api/fuel-balance';
import { fuelMessages as t } from '../messages';
import styles from './fuel-balance.module.css';

function Pass({ carNo }: { carNo: string }) {
  const read = useCarPass(carNo);
  if (read.data?.pass) return <span className={styles.pass}>{t.passOk}</span>;
  if (read.data) {
    return (
      <span className={styles.noPass}>
        {t.passNo}
        {read.data.reason ? `：${read.data.reason}` : ''}
      </span>
    );
  }
  if (read.error) return <span className={styles.noPass}>{t.passFailed}</span>;
  return <span className={styles.muted}>{t.loading}</span>;
}

/** A vehicle: its plate on the left, whether the card may fuel it on the right. */
const passFact = (car: CarLicense): FactEntry => ({
  key: car.id,
  label: (
    <span className={styles.plate} data-number>
      {car.carNo}
    </span>
  ),
  value: <Pass carNo={car.carNo} />,
});

/** The driver's vehicles, each with whether the fuel card may fuel it (and why not). */
export function VehiclePasses() {
  const read = useVehicles();
  return (
    <Card title={t.vehicles}>
      {read.data ? (
        read.data.length === 0 ? (
          <p className={styles.muted}>{t.noVehicles}</p>
        ) : (
          <FactList layout="split" facts={read.data.map(passFact)} />
        )
      ) : read.error ? (
        <p className={styles.noPass}>
          {t.vehiclesFailed}：{read.error.message}{' '}
          <button type="button" className={styles.chip} onClick={() => void read.refetch()}>
            {t.retry}
          </button>
        </p>
      ) : (
        <p className={styles.muted}>{t.loading}</p>
      )}
    </Card>
  );
}
