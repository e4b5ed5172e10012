/**
 * 我的车辆 (/i/car/vehicle-certification/vehicle-list), also registered at the supply duplicate
 * (/supply/i/car/...): there the rows lead to the supply detail path (§2.5).
 */
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/form';
import { matchesPattern } from '@/lib/routing/match';
import { paths } from '@/lib/routing/paths';
import { VehicleListView } from '../components/vehicle-list-view';
import styles from '../components/vehicle.module.css';
import { vehicleMessages as t } from '../messages';

export function VehicleListScreen() {
  const { pathname } = useLocation();
  const detail = matchesPattern(paths.supplyVehicleList.pattern, pathname)
    ? paths.supplyVehicleDetail
    : paths.vehicleDetail;
  return (
    <VehicleListView
      linkOf={(car) => detail.to({ id: car.id })}
      header={
        <div className={styles.listBar}>
          <span>{t.listHint}</span>
          <ButtonLink to={paths.carAdd.to()} variant="secondary">
            {t.add}
          </ButtonLink>
        </div>
      }
    />
  );
}

export default VehicleListScreen;
