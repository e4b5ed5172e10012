import { MoneyText } from '@/components/money-text';
import { PagedList } from '@/components/paged-list';
import type { EntrustState, Entrustment } from '@/lib/contract/money/entrust';
import { paths } from '@/lib/routing/paths';
import { useEntrustPageLoader } from '../api/entrust';
import { entrustMessages as t, entrustStateLabel } from '../messages';
import styles from './entrust.module.css';
import { ListRow, listFillClass } from '@/components/card';

const ROW_HEIGHT = 150;

function EntrustRow({ item }: { item: Entrustment }) {
  return (
    <ListRow
      to={paths.entrustDetails.to({ id: item.id })}
      title={<span data-number>{item.entrustNo}</span>}
      extra={<span className={styles.state}>{entrustStateLabel[item.state]}</span>}
      lines={[
        `${t.waybillNo} ${item.waybillNo}`,
        `${item.route} · ${item.goodsName}`,
        <>
          {`${t.payee} ${item.payee.name} · ${t.freight} `}
          <MoneyText value={item.freight} currency size="small" />
        </>,
        `${t.createTime} ${item.createTime}`,
      ]}
    />
  );
}

const keyOf = (e: Entrustment) => e.id;
const renderRow = (e: Entrustment) => <EntrustRow item={e} />;

export function EntrustList({ state }: { state: EntrustState | null }) {
  const load = useEntrustPageLoader(state);
  return (
    <PagedList
      className={listFillClass}
      load={load}
      renderItem={renderRow}
      itemHeight={ROW_HEIGHT}
      itemKey={keyOf}
      label={t.listLabel}
    />
  );
}
