import { Link } from 'react-router-dom';
import { LoadEmpty, LoadFailed, Loading, failedReadProps } from '@/components/load-state';
import { SourceCard } from '@/components/source-card';
import { useCurrentLocation } from '@/hooks/use-current-location';
import type { GoodsSource } from '@/lib/contract/supply/market';
import { paths } from '@/lib/routing/paths';
import { useNearbySources } from '../api/home-reads';
import { homeMessages as t } from '../messages';
import styles from './home.module.css';

function detailPath(source: GoodsSource): string {
  return source.kind === 'bulk'
    ? paths.supplyDetails.to({ id: source.id })
    : paths.supplyWholeDetail.to({ id: source.id });
}

function Sources() {
  const location = useCurrentLocation();
  const fix = location.phase === 'located' ? location.fix : null;
  const sources = useNearbySources(fix);
  if (location.phase === 'denied' || location.phase === 'failed') {
    return (
      <LoadFailed
        title={location.phase === 'denied' ? t.nearbyDenied : location.message}
        onRetry={location.retry}
      />
    );
  }
  if (sources.isError) return <LoadFailed title={t.nearbyFailed} {...failedReadProps(sources)} />;
  if (!sources.data) return <Loading label={t.nearbyLocating} lines={3} />;
  if (sources.data.rows.length === 0) {
    return (
      <LoadEmpty title={t.nearbyEmpty}>
        <Link to={paths.supply.to()} className={styles.more}>
          {t.browseAll}
        </Link>
      </LoadEmpty>
    );
  }
  return (
    <ul className={styles.sources} aria-label={t.nearbyLabel}>
      {sources.data.rows.map((source) => (
        <li key={source.id}>
          <SourceCard source={source} to={detailPath(source)} />
        </li>
      ))}
    </ul>
  );
}

/** A few sources nearest the driver, leading into the Plaza's nearest list. */
export function NearbySources() {
  return (
    <section className={styles.panel} aria-labelledby="home-nearby">
      <div className={styles.panelHead}>
        <h2 id="home-nearby" className={styles.panelTitle}>
          {t.nearbyTitle}
        </h2>
        <Link to={paths.supply.to({ tab: 'nearest' })} className={styles.more}>
          {t.nearbyMore}
        </Link>
      </div>
      <Sources />
    </section>
  );
}
