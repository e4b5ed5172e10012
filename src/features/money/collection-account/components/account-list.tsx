import { PagedList } from '@/components/paged-list';
import type { CollectionAccount } from '@/lib/contract/money/collection-account';
import { useAccountPageLoader } from '../api/collection-account';
import { accountMessages as t } from '../messages';
import { ACCOUNT_ROW_HEIGHT, AccountRow } from './account-row';
import { listFillClass } from '@/components/card';

const keyOf = (a: CollectionAccount) => a.id;
const renderRow = (a: CollectionAccount) => <AccountRow item={a} />;

/** The kit's PagedList of my accounts matching `keyword`, with every list state. */
export function AccountList({
  keyword,
  label = t.listLabel,
  onRefused,
}: {
  keyword?: string;
  label?: string;
  onRefused?: (message: string) => void;
}) {
  const load = useAccountPageLoader(keyword, onRefused);
  return (
    <PagedList
      className={listFillClass}
      load={load}
      renderItem={renderRow}
      itemHeight={ACCOUNT_ROW_HEIGHT}
      itemKey={keyOf}
      label={label}
    />
  );
}
