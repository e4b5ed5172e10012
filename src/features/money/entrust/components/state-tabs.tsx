import { TabBar } from '@/components/tab-bar';
import type { EntrustState } from '@/lib/contract/money/entrust';
import { entrustMessages as t, entrustStateLabel } from '../messages';
import styles from './entrust.module.css';

const STATES: readonly EntrustState[] = ['pending', 'effective', 'withdrawn', 'refused'];
const OPTIONS = [
  { value: null, label: t.all },
  ...STATES.map((s) => ({ value: s, label: entrustStateLabel[s] })),
];

/** 全部 · 待确认 · 已生效 · 已撤回 · 已拒绝. */
export function StateTabs(props: {
  value: EntrustState | null;
  onChange: (state: EntrustState | null) => void;
}) {
  return <TabBar label={t.stateTabs} options={OPTIONS} className={styles.tabs} {...props} />;
}
