/**
 * 搜索运单 (/waybill/search?keyword=): by waybill number, plate or goods (at most 20 characters),
 * the matches in the kit's PagedList. The keyword lives in the URL, so back returns to the results.
 */
import { PagedList } from '@/components/paged-list';
import { SearchBar } from '@/components/search-bar';
import { SEARCH_MAX_LENGTH as MAX } from '@/lib/domain/search';
import type { WaybillSummary } from '@/lib/contract/waybill/waybills';
import { useKeywordParam } from '../../shared/use-keyword-param';
import { waybillSearchLoader } from '../api/waybills';
import styles from '../components/detail.module.css';
import { WaybillCard } from '../components/waybill-card';
import { waybillMessages } from '../messages';

const t = waybillMessages.search;
const ROW_HEIGHT = 188;

export function WaybillSearchScreen() {
  const { keyword, draft, setDraft, submit } = useKeywordParam(MAX);
  return (
    <div className={styles.searchPage}>
      <SearchBar
        label={t.label}
        placeholder={t.placeholder}
        value={draft}
        onChange={setDraft}
        onSubmit={submit}
        submitText={t.submit}
      />
      <div className={styles.searchBody}>
        {keyword ? (
          <PagedList<WaybillSummary>
            key={keyword}
            load={waybillSearchLoader(keyword)}
            label={t.results}
            itemHeight={ROW_HEIGHT}
            itemKey={(item) => item.id}
            renderItem={(item) => <WaybillCard item={item} />}
          />
        ) : (
          <p className={styles.searchHint}>{t.hint}</p>
        )}
      </div>
    </div>
  );
}

export default WaybillSearchScreen;
