import { Link } from 'react-router-dom';
import type { CollectionAccount } from '@/lib/contract/money/collection-account';
import { paths } from '@/lib/routing/paths';
import { accountMessages as t } from '../messages';
import styles from './collection-account.module.css';
import { cardStyles } from '@/components/card';

export const ACCOUNT_ROW_HEIGHT = 110;

/** One account: bank and default badge, masked number, account name. */
export function AccountRow({ item }: { item: CollectionAccount }) {
  return (
    <Link className={cardStyles.row} to={paths.collectionAccountInfo.to({ id: item.id })}>
      <span className={cardStyles.rowHead}>
        <span>
          {item.bankName}
          {item.isDefault ? <span className={styles.badge}>{t.isDefault}</span> : null}
        </span>
      </span>
      <span className={cardStyles.rowContent}>{item.cardNoMasked}</span>
      <span className={cardStyles.rowContent}>{`${t.accountName} ${item.accountName}`}</span>
    </Link>
  );
}
