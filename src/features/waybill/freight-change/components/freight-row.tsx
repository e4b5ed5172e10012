import { Link } from 'react-router-dom';
import type { FreightChange } from '@/lib/contract/waybill/after-sales';
import { freightMessages as t } from '../messages';
import { FreightAmounts } from './freight-amounts';
import { freightDetailsPath } from './freight-paths';
import { FreightStateText } from './freight-state';
import { cardStyles } from '@/components/card';

export const FREIGHT_ROW_HEIGHT = 150;

/** One change in the list: numbers and state, route and goods, old → new freight, apply time. */
export function FreightRow({ item }: { item: FreightChange }) {
  return (
    <Link className={cardStyles.row} to={freightDetailsPath(item)}>
      <span className={cardStyles.rowHead}>
        <span>{item.changeNo}</span>
        <FreightStateText state={item.state} />
      </span>
      <span className={cardStyles.rowContent}>{`${t.waybillNo} ${item.waybillNo}`}</span>
      <span className={cardStyles.rowContent}>{`${item.route} · ${item.goodsName}`}</span>
      <FreightAmounts from={item.oldFreight} to={item.newFreight} />
      <span className={cardStyles.rowContent}>{`${t.applyTime} ${item.applyTime}`}</span>
    </Link>
  );
}
