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

/** The driver's vehicles, each with whether the fuel card may fuel it (and why not). */
export function VehiclePasses() {
  const read = useVehicles();
  return (
    <section className={styles.section} aria-labelledby="fuel-vehicles">
      <h2 id="fuel-vehicles" className={styles.heading}>
        {t.vehicles}
      </h2>
      {read.data ? (
        read.data.length === 0 ? (
          <p className={styles.muted}>{t.noVehicles}</p>
        ) : (
          <ul className={styles.vehicles}>
            {read.data.map((car) => (
              <li key={car.id} className={styles.vehicle}>
                <span>{car.carNo}</span>
                <Pass carNo={car.carNo} />
              </li>
            ))}
          </ul>
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
    </section>
  );
}
