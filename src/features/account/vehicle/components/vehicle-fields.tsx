import { vehicleMessages as t } from '../messages';
import { useVehicleDicts } from '../hooks/use-vehicle-dicts';
import styles from './vehicle.module.css';

/** What the detail and the confirm screen show of a vehicle (the form's or the server's values). */
export interface VehicleFieldValues {
  carNo: string;
  plateColor: string;
  vehicleType: string;
  energyType: string;
  vehicleOwner: string;
  vin: string;
  loadWeight: string | number;
  roadTransportNo: string;
  roadTransportValidTo: string;
  drivingLicenseValidTo: string;
  drivingLicenseFrontUrl: string | null;
  roadTransportUrl: string | null;
}

/** Every field of a vehicle as a description list, then both licence photos. */
export function VehicleFields({ car }: { car: VehicleFieldValues }) {
  const dicts = useVehicleDicts();
  const rows: [string, string][] = [
    [t.plate, car.carNo],
    [t.plateColor, dicts.labelOf('plateColor', car.plateColor)],
    [t.vehicleType, car.vehicleType],
    [t.energyType, dicts.labelOf('energyType', car.energyType)],
    [t.owner, car.vehicleOwner],
    [t.useCharacter, '货运'],
    [t.vin, car.vin],
    [t.loadWeight, Number(car.loadWeight).toLocaleString('zh-CN')],
    [t.roadTransportNo, car.roadTransportNo],
    [t.roadTransportValidTo, car.roadTransportValidTo],
    [t.drivingLicenseValidTo, car.drivingLicenseValidTo],
  ];
  return (
    <>
      <section className={styles.card} aria-label={t.cardInfo}>
        <dl className={styles.fields}>
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.card} aria-label={t.photos}>
        <h2 className={styles.cardTitle}>{t.photos}</h2>
        <div className={styles.photos}>
          <Photo label={t.drivingLicensePhoto} url={car.drivingLicenseFrontUrl} />
          <Photo label={t.roadTransportPhoto} url={car.roadTransportUrl} />
        </div>
      </section>
    </>
  );
}

function Photo({ label, url }: { label: string; url: string | null }) {
  return (
    <figure className={styles.photo}>
      {url ? <img src={url} alt={label} /> : <span className={styles.noPhoto}>{t.noPhoto}</span>}
      <figcaption>{label}</figcaption>
    </figure>
  );
}
