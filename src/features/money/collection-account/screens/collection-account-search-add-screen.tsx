/**
 * /collectionaccount/searchAdd?waybillId=&keyword=: search among the waybill's accounts while
 * choosing one (≤20 characters, 500 ms after the last keystroke). Choosing goes back past orderAdd.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadEmpty } from '@/components/load-state';
import styles from '../components/collection-account.module.css';
import { WaybillAccounts } from '../components/waybill-accounts';
import { SearchBar } from '@/components/search-bar';
import { useDebounced } from '@/hooks/use-debounced';
import { accountMessages as t } from '../messages';
import { Page } from '@/components/card';

export function CollectionAccountSearchAddScreen() {
  const [params] = useSearchParams();
  const waybillId = params.get('waybillId')?.trim() ?? '';
  const [draft, setDraft] = useState(params.get('keyword') ?? '');
  const keyword = useDebounced(draft.trim());
  if (waybillId === '') return <LoadEmpty title={t.noWaybill} />;
  return (
    <Page as="div" list>
      <SearchBar
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={draft}
        onChange={setDraft}
      />
      {keyword ? (
        <WaybillAccounts key={keyword} waybillId={waybillId} keyword={keyword} backSteps={-2} />
      ) : (
        <p className={styles.hint}>{t.searchAddHint}</p>
      )}
    </Page>
  );
}

export default CollectionAccountSearchAddScreen;
