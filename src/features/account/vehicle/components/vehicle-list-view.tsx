import type { ReactNode } from 'react';
import { PagedList } from '@/components/paged-list';
import type { CarLicense } from '@/lib/contract/account/license';
import { loadCarPage, useExpiryLevel } from '../api/vehicles';
import { vehicleMessages as t } from '../messages';
import { VehicleRow } from './vehicle-row';
import styles from './vehicle.module.css';

const ROW_HEIGHT = 96;

export interface VehicleListViewProps {
  /** Where a row leads. */
  linkOf: (car: CarLicense) => string;
  /** A bar above the list (add button, hint). */
  header?: ReactNode;
  label?: string;
}

/** The driver's vehicles, paged (list/driverCarPage, 20 a page), with the kit's list states. */
export function VehicleListView({ linkOf, header, label = t.listLabel }: VehicleListViewProps) {
  const expiry = useExpiryLevel();
  return (
    <div className={styles.listPage}>
      {header}
      <div className={styles.listBody}>
        <PagedList<CarLicense>
          load={loadCarPage}
          label={label}
          itemHeight={ROW_HEIGHT}
          itemKey={(car) => car.id}
          renderItem={(car) => <VehicleRow car={car} to={linkOf(car)} expiry={expiry} />}
        />
      </div>
    </div>
  );
}
