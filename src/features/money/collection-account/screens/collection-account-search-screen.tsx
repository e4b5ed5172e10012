/**
 * /collectionaccount/search?keyword=: my accounts by account name, bank or the card's last digits;
 * at most 20 characters, asked 500 ms after the last keystroke. A refusal is shown in the server's
 * words in place of the results.
 */
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AccountList } from '../components/account-list';
import styles from '../components/collection-account.module.css';
import { SearchBar } from '@/components/search-bar';
import { useDebounced } from '@/hooks/use-debounced';
import { accountMessages as t } from '../messages';
import { Page } from '@/components/card';

function Results({ keyword }: { keyword: string }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const onRefused = useCallback((message: string) => setRefusal(message), []);
  if (refusal) {
    return (
      <p role="alert" className={styles.refusal}>
        {refusal}
      </p>
    );
  }
  return <AccountList keyword={keyword} label={t.searchResults} onRefused={onRefused} />;
}

export function CollectionAccountSearchScreen() {
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState(params.get('keyword') ?? '');
  const keyword = useDebounced(draft.trim());
  const change = (v: string) => {
    setDraft(v);
    setParams(v.trim() ? { keyword: v.trim() } : {}, { replace: true });
  };
  return (
    <Page as="div" list>
      <SearchBar
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={draft}
        onChange={change}
      />
      {keyword ? (
        <Results key={keyword} keyword={keyword} />
      ) : (
        <p className={styles.hint}>{t.searchHint}</p>
      )}
    </Page>
  );
}

export default CollectionAccountSearchScreen;
