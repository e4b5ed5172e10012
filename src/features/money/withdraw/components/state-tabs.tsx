import { TabBar } from '@/components/tab-bar';
import type { WithdrawState } from '@/lib/contract/money/withdraw';
import { stateOptions } from '../../shared/state-options';
import { withdrawMessages as t, withdrawStateLabel } from '../messages';
import styles from './withdraw.module.css';

const STATES: readonly WithdrawState[] = ['applied', 'approved', 'paid', 'rejected'];
const OPTIONS = stateOptions(t.all, STATES, withdrawStateLabel);

/** 全部 · 审核中 · 已通过 · 已到账 · 已驳回. */
export function StateTabs(props: {
  value: WithdrawState | null;
  onChange: (state: WithdrawState | null) => void;
}) {
  return <TabBar label={t.stateTabs} options={OPTIONS} className={styles.tabs} {...props} />;
}
