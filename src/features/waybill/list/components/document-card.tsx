/** The detail's documents: the contract and the agreements. */
import { Link } from 'react-router-dom';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { paths } from '@/lib/routing/paths';
import { detailMessages as t } from '../messages';
import { Section } from './section';
import styles from './detail.module.css';

export function DocumentCard({ detail }: { detail: WaybillDetail }) {
  const id = detail.id;
  return (
    <Section title={t.documentSection}>
      <div className={styles.links}>
        <Link className={styles.roundButton} to={paths.waybillContract.to({ id })}>
          {t.contract}
        </Link>
        <Link className={styles.roundButton} to={paths.waybillAgreement.to({ id })}>
          {t.waybillAgreement}
        </Link>
        <Link className={styles.roundButton} to={paths.waybillSupplementAgreement.to({ id })}>
          {t.supplementAgreement}
        </Link>
      </div>
    </Section>
  );
}
