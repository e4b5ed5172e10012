import { fuelStationMessages as t } from '../messages';
import styles from './fuel-station.module.css';

/** The driver's vehicles as big radio chips (gloved thumbs). */
export function VehicleChips({
  carNos,
  value,
  onChange,
}: {
  carNos: string[];
  value: string | null;
  onChange: (carNo: string) => void;
}) {
  return (
    <div role="radiogroup" aria-label={t.chooseVehicle} className={styles.chips}>
      {carNos.map((carNo) => (
        <button
          key={carNo}
          type="button"
          role="radio"
          aria-checked={carNo === value}
          className={styles.chip}
          onClick={() => onChange(carNo)}
        >
          {carNo}
        </button>
      ))}
    </div>
  );
}
