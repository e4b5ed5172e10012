import { ListRow } from '@/components/card';
import type { CollectionAccount } from '@/lib/contract/money/collection-account';
import { paths } from '@/lib/routing/paths';
import { accountMessages as t } from '../messages';
import styles from './collection-account.module.css';

export const ACCOUNT_ROW_HEIGHT = 110;

/** One account: bank and default badge, masked number, account name. */
export function AccountRow({ item }: { item: CollectionAccount }) {
  return (
    <ListRow
      to={paths.collectionAccountInfo.to({ id: item.id })}
      title={
        <>
          {item.bankName}
          {item.isDefault ? <span className={styles.badge}>{t.isDefault}</span> : null}
        </>
      }
      lines={[
        <span key="no" data-number>
          {item.cardNoMasked}
        </span>,
        `${t.accountName} ${item.accountName}`,
      ]}
    />
  );
}
