import type { WithdrawState } from '@/lib/contract/money/withdraw';
import { withdrawStateLabel } from '../messages';
import styles from './withdraw.module.css';

/** 审核中 · 已通过 · 已到账 · 已驳回, coloured by state. */
export function StateTag({ state }: { state: WithdrawState }) {
  return <span className={`${styles.state} ${styles[state]}`}>{withdrawStateLabel[state]}</span>;
}
