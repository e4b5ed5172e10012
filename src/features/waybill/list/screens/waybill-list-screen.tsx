/**
 * 运单 (/waybill), the keep-alive Waybill tab (§2.4): the driver's waybills by state with counts,
 * newest first, so a load just grabbed is on top (the goods agreement clears the cache on its way
 * here, §2.1). `?status=` opens one state.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { useMemo } from 'react';
import { PagedList } from '@/components/paged-list';
import { useListCompanions } from '@/hooks/use-list-companions';
import { waybill, type WaybillStatus, type WaybillSummary } from '@/lib/contract/waybill/waybills';
import { paths } from '@/lib/routing/paths';
import { useWaybillCounts, waybillPageLoader } from '../api/waybills';
import { StatusTabs } from '../components/status-tabs';
import { WaybillCard } from '../components/waybill-card';
import styles from '../components/waybill.module.css';
import { waybillMessages as t } from '../messages';

const ROW_HEIGHT = 188;
const STATUSES = Object.keys(t.status) as WaybillStatus[];
/** The tabs' counts are read again with the list's first page (a retry after 查询出错 too). */
const COMPANIONS = [waybill.countByStatus];

function statusOf(value: string | null): WaybillStatus | null {
  return STATUSES.find((s) => s === value) ?? null;
}

export function WaybillListScreen() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const counts = useWaybillCounts();
  const load = useListCompanions(
    useMemo(() => waybillPageLoader(status), [status]),
    COMPANIONS,
  );
  return (
    <div className={styles.page}>
      <div className={styles.band}>
        <Link to={paths.waybillSearch.to()} className={styles.searchLink}>
          {t.search.searchLink}
        </Link>
        <StatusTabs
          value={status}
          counts={counts.data}
          onChange={(next) => setParams(next ? { status: next } : {}, { replace: true })}
        />
      </div>
      <div className={styles.body}>
        <PagedList<WaybillSummary>
          key={status ?? 'all'}
          load={load}
          label={t.listLabel}
          itemHeight={ROW_HEIGHT}
          itemKey={(item) => item.id}
          renderItem={(item) => <WaybillCard item={item} />}
        />
      </div>
    </div>
  );
}

export default WaybillListScreen;
