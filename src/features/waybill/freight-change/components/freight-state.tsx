import type { FreightChangeState } from '@/lib/contract/waybill/after-sales';
import { freightStateLabel } from '../messages';
import styles from './freight-change.module.css';

const tone: Record<FreightChangeState, string> = {
  pending: styles.state!,
  agreed: `${styles.state} ${styles.agreed}`,
  disagreed: `${styles.state} ${styles.disagreed}`,
};

export function FreightStateText({ state }: { state: FreightChangeState }) {
  return <span className={tone[state]}>{freightStateLabel[state]}</span>;
}
