import { Link } from 'react-router-dom';
import { listFillClass } from '@/components/card';
import { PagedList } from '@/components/paged-list';
import type { BankCard } from '@/lib/contract/money/bank-card';
import { paths } from '@/lib/routing/paths';
import { useBankCardPages } from '../api/bank-card';
import { bankMessages as t } from '../messages';
import styles from './bank.module.css';
import { CardFace } from './card-face';

const ROW_HEIGHT = 132;
const keyOf = (c: BankCard) => c.id;
const renderRow = (c: BankCard) => (
  <Link className={styles.rowLink} to={paths.bankDetail.to({ id: c.id })}>
    <CardFace card={c} />
  </Link>
);

/** The kit's PagedList of the driver's bound cards, with every list state. */
export function CardList() {
  const load = useBankCardPages();
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
