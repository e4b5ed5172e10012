import { Link } from 'react-router-dom';
import { MoneyText } from '@/components/money-text';
import { PagedList } from '@/components/paged-list';
import type { EntrustState, Entrustment } from '@/lib/contract/money/entrust';
import { paths } from '@/lib/routing/paths';
import { useEntrustPageLoader } from '../api/entrust';
import { entrustMessages as t, entrustStateLabel } from '../messages';
import styles from './entrust.module.css';
import { cardStyles } from '@/components/card';

const ROW_HEIGHT = 150;

function EntrustRow({ item }: { item: Entrustment }) {
  return (
    <Link className={cardStyles.row} to={paths.entrustDetails.to({ id: item.id })}>
      <span className={cardStyles.rowHead}>
        <span>{item.entrustNo}</span>
        <span className={styles.state}>{entrustStateLabel[item.state]}</span>
      </span>
      <span className={cardStyles.rowContent}>{`${t.waybillNo} ${item.waybillNo}`}</span>
      <span className={cardStyles.rowContent}>{`${item.route} · ${item.goodsName}`}</span>
      <span className={cardStyles.rowContent}>
        {`${t.payee} ${item.payee.name} · ${t.freight} `}
        <MoneyText value={item.freight} currency size="small" />
      </span>
      <span className={cardStyles.rowContent}>{`${t.createTime} ${item.createTime}`}</span>
    </Link>
  );
}

const keyOf = (e: Entrustment) => e.id;
const renderRow = (e: Entrustment) => <EntrustRow item={e} />;

export function EntrustList({ state }: { state: EntrustState | null }) {
  const load = useEntrustPageLoader(state);
  return (
    <PagedList
      className={cardStyles.list}
      load={load}
      renderItem={renderRow}
      itemHeight={ROW_HEIGHT}
      itemKey={keyOf}
      label={t.listLabel}
    />
  );
}
