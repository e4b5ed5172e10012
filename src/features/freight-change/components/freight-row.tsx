import { Link } from 'react-router-dom';
import type { FreightChange } from '@/lib/contract/waybill-after-sales';
import { freightMessages as t } from '../messages';
import { FreightAmounts } from './freight-amounts';
import styles from './freight-change.module.css';
import { freightDetailsPath } from './freight-paths';
import { FreightStateText } from './freight-state';

export const FREIGHT_ROW_HEIGHT = 150;

/** One change in the list: numbers and state, route and goods, old → new freight, apply time. */
export function FreightRow({ item }: { item: FreightChange }) {
  return (
    <Link className={styles.row} to={freightDetailsPath(item)}>
      <span className={styles.rowHead}>
        <span>{item.changeNo}</span>
        <FreightStateText state={item.state} />
      </span>
      <span className={styles.rowContent}>{`${t.waybillNo} ${item.waybillNo}`}</span>
      <span className={styles.rowContent}>{`${item.route} · ${item.goodsName}`}</span>
      <FreightAmounts from={item.oldFreight} to={item.newFreight} />
      <span className={styles.rowContent}>{`${t.applyTime} ${item.applyTime}`}</span>
    </Link>
  );
}
