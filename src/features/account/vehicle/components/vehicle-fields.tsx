import { Card, FactList } from '@/components/card';
import { formatQuantity } from '@/lib/domain/quantity';
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

/** Every field of a vehicle as the kit's fact lists (the vehicle, its papers), then both photos. */
export function VehicleFields({ car }: { car: VehicleFieldValues }) {
  const dicts = useVehicleDicts();
  return (
    <>
      <Card aria-label={t.cardInfo}>
        <FactList
          facts={[
            { label: t.plate, value: car.carNo, number: true },
            { label: t.plateColor, value: dicts.labelOf('plateColor', car.plateColor) },
            { label: t.vehicleType, value: car.vehicleType },
            { label: t.energyType, value: dicts.labelOf('energyType', car.energyType) },
            { label: t.owner, value: car.vehicleOwner },
            { label: t.useCharacter, value: '货运' },
            { label: t.vin, value: car.vin, number: true },
            { label: t.load, value: formatQuantity(Number(car.loadWeight), 'kg'), number: true },
          ]}
        />
      </Card>
      {/* Their own list: the long labels would leave the VIN above too narrow a column. */}
      <Card aria-label={t.certificates}>
        <FactList
          facts={[
            { label: t.roadTransportNo, value: car.roadTransportNo, number: true },
            { label: t.roadTransportValidTo, value: car.roadTransportValidTo, number: true },
            { label: t.drivingLicenseValidTo, value: car.drivingLicenseValidTo, number: true },
          ]}
        />
      </Card>
      <Card title={t.photos}>
        <div className={styles.photos}>
          <Photo label={t.drivingLicensePhoto} url={car.drivingLicenseFrontUrl} />
          <Photo label={t.roadTransportPhoto} url={car.roadTransportUrl} />
        </div>
      </Card>
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
