import { Link } from 'react-router-dom';
import type { ContractSummary } from '@/lib/contract/supply/e-contract';
import { paths } from '@/lib/routing/paths';
import { eContractMessages as t } from '../messages';
import styles from './e-contract.module.css';
import { StatusTag } from './status-tag';

/** One contract of the list: title, status, number, the other party, and when it was signed. */
export function ContractRow({ contract: c }: { contract: ContractSummary }) {
  return (
    <Link to={paths.contractDetail.to({ contractId: c.id })} className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.titleRow}>
          <span className={styles.rowTitle}>{c.title}</span>
          <StatusTag status={c.status} />
        </span>
        <span className={styles.rowMeta}>
          {t.kind[c.kind]} · {c.contractNo}
        </span>
        <span className={styles.rowMeta}>{c.partyName}</span>
        <span className={styles.rowMeta}>
          {c.signedTime ? `${t.signedTime} ${c.signedTime}` : `${t.createTime} ${c.createTime}`}
        </span>
      </div>
      <span className={styles.chevron} aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
