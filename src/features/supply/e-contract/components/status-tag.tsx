import type { ContractStatus } from '@/lib/contract/supply/load';
import { eContractMessages as t } from '../messages';
import styles from './e-contract.module.css';

export function StatusTag({ status }: { status: ContractStatus }) {
  return <span className={`${styles.tag} ${styles[status]}`}>{t.status[status]}</span>;
}
