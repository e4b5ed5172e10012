import { TabBar } from '@/components/tab-bar';
import type { EntrustState } from '@/lib/contract/money/entrust';
import { stateOptions } from '../../shared/state-options';
import { entrustMessages as t, entrustStateLabel } from '../messages';
import styles from './entrust.module.css';

const STATES: readonly EntrustState[] = ['pending', 'effective', 'withdrawn', 'refused'];
const OPTIONS = stateOptions(t.all, STATES, entrustStateLabel);

/** 全部 · 待确认 · 已生效 · 已撤回 · 已拒绝. */
export function StateTabs(props: {
  value: EntrustState | null;
  onChange: (state: EntrustState | null) => void;
}) {
  return <TabBar label={t.stateTabs} options={OPTIONS} className={styles.tabs} {...props} />;
}
