import { ListRow } from '@/components/card';
import type { FreightChange } from '@/lib/contract/waybill/after-sales';
import { freightMessages as t } from '../messages';
import { FreightAmounts } from './freight-amounts';
import { freightDetailsPath } from './freight-paths';
import { FreightStateText } from './freight-state';

export const FREIGHT_ROW_HEIGHT = 150;

/** One change in the list: numbers and state, route and goods, old → new freight, apply time. */
export function FreightRow({ item }: { item: FreightChange }) {
  return (
    <ListRow
      to={freightDetailsPath(item)}
      title={item.changeNo}
      extra={<FreightStateText state={item.state} />}
      lines={[
        `${t.waybillNo} ${item.waybillNo}`,
        `${item.route} · ${item.goodsName}`,
        <FreightAmounts key="freight" from={item.oldFreight} to={item.newFreight} />,
        `${t.applyTime} ${item.applyTime}`,
      ]}
    />
  );
}
