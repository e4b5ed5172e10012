/** 车队车辆认证 (/carcAptain): a captain's fleet with each vehicle's certification state. */
import { ButtonLink } from '@/components/form';
import { paths } from '@/lib/routing/paths';
import { CaptainGate } from '../components/captain-gate';
import { VehicleListView } from '../components/vehicle-list-view';
import styles from '../components/vehicle.module.css';
import { vehicleMessages as t } from '../messages';

export function CarCaptainScreen() {
  return (
    <CaptainGate>
      <VehicleListView
        label={t.captainTitle}
        linkOf={(car) => paths.carCaptain2.to({ carNo: car.carNo })}
        header={
          <div className={styles.listBar}>
            <span>{t.captainHint}</span>
            <ButtonLink to={paths.carCaptain2.to()} variant="secondary">
              {t.newFleetCar}
            </ButtonLink>
          </div>
        }
      />
    </CaptainGate>
  );
}

export default CarCaptainScreen;
