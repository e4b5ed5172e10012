import { Link } from 'react-router-dom';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { paths } from '@/lib/routing/paths';
import { tripMessages as t } from '../messages';
import styles from './trip.module.css';

/** Departure needs the signed transport contract: say so before the driver tries. */
export function ContractNotice({ detail }: { detail: WaybillDetail }) {
  if (detail.contractStatus === 'signed') return null;
  return (
    <div className={styles.notice} role="note">
      <span>{t.contractUnsigned}</span>
      <Link to={paths.waybillContract.to({ id: detail.id })}>{t.signContract}</Link>
    </div>
  );
}
