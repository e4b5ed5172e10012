import { Link } from 'react-router-dom';
import { TabBar } from '@/components/tab-bar';
import type { FreightChangeState } from '@/lib/contract/waybill/after-sales';
import { paths } from '@/lib/routing/paths';
import { freightMessages as t, freightStateLabel } from '../messages';
import styles from './freight-change.module.css';

const STATES: readonly FreightChangeState[] = ['pending', 'agreed', 'disagreed'];
const OPTIONS = [
  { value: null, label: t.all },
  ...STATES.map((s) => ({ value: s, label: freightStateLabel[s] })),
];

/** 全部 · 待确认 · 已同意 · 已拒绝, and the way to the search. */
export function StateTabs(props: {
  value: FreightChangeState | null;
  onChange: (state: FreightChangeState | null) => void;
}) {
  return (
    <div className={styles.tabBar}>
      <TabBar label={t.stateTabs} options={OPTIONS} className={styles.tabs} {...props} />
      <Link className={styles.searchLink} to={paths.freightChangeSearch.to({})}>
        {t.search}
      </Link>
    </div>
  );
}
