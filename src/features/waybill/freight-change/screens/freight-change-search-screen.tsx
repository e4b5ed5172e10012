/**
 * 搜索运费变更 (/waybill/freight/search?keyword=): by waybill number, change number or goods. The
 * server takes at most 20 characters and says so (关键字不能超过20个字符): its words are shown in
 * place of the results and what was typed stays. The keyword lives in the URL, so back returns here.
 */
import { useCallback, useState } from 'react';
import { Page } from '@/components/card';
import { SearchBar } from '@/components/search-bar';
import { useKeywordParam } from '../../shared/use-keyword-param';
import styles from '../components/freight-change.module.css';
import { FreightList } from '../components/freight-list';
import { freightMessages as t } from '../messages';

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
  return <FreightList filter={{ keyword }} label={t.searchResults} onRefused={onRefused} />;
}

export function FreightChangeSearchScreen() {
  const { keyword, draft, setDraft, submit } = useKeywordParam();
  return (
    <Page as="div" list>
      <SearchBar
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={draft}
        onChange={setDraft}
        onSubmit={submit}
        submitText={t.searchSubmit}
      />
      <div className={styles.searchBody}>
        {keyword ? (
          <Results key={keyword} keyword={keyword} />
        ) : (
          <p className={styles.hint}>{t.searchHint}</p>
        )}
      </div>
    </Page>
  );
}

export default FreightChangeSearchScreen;
