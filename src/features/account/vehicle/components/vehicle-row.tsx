import { Link } from 'react-router-dom';
import type { CarLicense } from '@/lib/contract/account/license';
import { vehicleMessages as t } from '../messages';
import { ApprovalTag } from './approval-tag';
import styles from './vehicle.module.css';

export interface VehicleRowProps {
  car: CarLicense;
  /** Where a tap goes (detail, or re-certification for a captain). */
  to: string;
  /** 0 valid, 1 soon, 2 expired: the driver's expiry status (§3, isExpired). */
  expiry: number;
}

/** One vehicle: plate, type, load, approval status, default mark and the expiry warning. */
export function VehicleRow({ car, to, expiry }: VehicleRowProps) {
  // isExpired answers for the driver as a whole; the warning is shown on approved vehicles, where
  // an expired certificate stops the driver from taking orders.
  const warn = car.approvalStatus === 20 && expiry > 0 ? t.expiry[expiry] : null;
  return (
    <Link to={to} className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.plate}>{car.carNo}</span>
        <span className={styles.rowMeta}>
          {car.vehicleType} · {t.load} {car.loadWeight.toLocaleString('zh-CN')}
          {t.loadUnit}
        </span>
        <span className={styles.tags}>
          <ApprovalTag status={car.approvalStatus} />
          {car.isDefault ? (
            <span className={`${styles.tag} ${styles.defaultTag}`}>{t.defaultTag}</span>
          ) : null}
          {warn ? <span className={`${styles.tag} ${styles.warnTag}`}>{warn}</span> : null}
        </span>
      </div>
      <span className={styles.chevron} aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
