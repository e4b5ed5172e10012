import { lazy, Suspense, useMemo } from 'react';
import type { AMapLoader } from './amap-types';
import { describeMap, fenceStatus, isEmpty, routeText } from './describe';
import { MAP_PROVIDER } from './map-config';
import { mapMessages as m } from './messages';
import { OfflineMap } from './offline-map';
import styles from './map.module.css';
import type { MapContent, MapFence, MapLine, MapMarker, MapProvider, RouteSummary } from './types';

// Loaded only when a map is drawn with AMap, so offline builds never fetch AMap's adapter.
const AMapCanvas = lazy(() => import('./amap-canvas'));

export interface MapViewProps {
  /** The map's accessible name, e.g. 装货地位置 or 运输轨迹. */
  label: string;
  markers?: MapMarker[];
  lines?: MapLine[];
  fences?: MapFence[];
  /** A planned driving route's distance and time, shown under the map. */
  route?: RouteSummary;
  /** Height in px at a 360 px wide phone; the map keeps this aspect ratio at any width. */
  height?: number;
  /** Said in place of the map when there is nothing to show. */
  emptyText?: string;
  className?: string;
  /** The build's provider (VITE_MAP_PROVIDER) unless a story or test picks one. */
  provider?: MapProvider;
  /** AMap's script loader; stories and tests pass a fake. */
  loadAMap?: AMapLoader;
}

const NONE: never[] = [];
/** View-box units kept free under the fence status badge. */
const BADGE_INSET = 36;

/**
 * A map with markers (truck, loading and unloading points, a point), lines (the track driven and
 * the planned route), fences, and fitted to what it shows. The fence status and the route
 * summary are painted over and under it; a hidden list says everything for screen readers.
 */
export function MapView({
  label,
  markers = NONE,
  lines = NONE,
  fences = NONE,
  route,
  height = 240,
  emptyText = m.empty,
  className,
  provider = MAP_PROVIDER,
  loadAMap,
}: MapViewProps) {
  const content = useMemo<MapContent>(() => ({ markers, lines, fences }), [markers, lines, fences]);
  const empty = isEmpty(content);
  const status = empty ? null : fenceStatus(content);
  const kinds = new Set(lines.filter((l) => l.path.length > 1).map((l) => l.kind));
  const showFooter = !empty && (route !== undefined || kinds.size > 0);

  return (
    <figure className={[styles.map, className].filter(Boolean).join(' ')} aria-label={label}>
      <div className={styles.canvas} style={{ aspectRatio: `360 / ${height}` }}>
        {empty ? (
          <div className={styles.state} role="status">
            {emptyText}
          </div>
        ) : provider === 'amap' ? (
          <Suspense
            fallback={
              <div className={styles.state} role="status">
                {m.loading}
              </div>
            }
          >
            <AMapCanvas content={content} load={loadAMap} />
          </Suspense>
        ) : (
          <OfflineMap content={content} height={height} topInset={status ? BADGE_INSET : 0} />
        )}
        {status ? (
          <p
            className={`${styles.badge} ${status.inside ? styles.inside : styles.outside}`}
            aria-hidden="true"
            data-testid="fence-status"
          >
            {status.text}
          </p>
        ) : null}
      </div>
      {showFooter ? (
        <div className={styles.footer} aria-hidden="true">
          {route ? <p className={styles.summary}>{routeText(route)}</p> : null}
          {kinds.size > 0 ? (
            <ul className={styles.legend}>
              {kinds.has('track') ? (
                <li>
                  <span className={styles.swatch} />
                  {m.lineKind.track}
                </li>
              ) : null}
              {kinds.has('planned') ? (
                <li>
                  <span className={`${styles.swatch} ${styles.swatchPlanned}`} />
                  {m.lineKind.planned}
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      ) : null}
      {empty ? null : (
        <figcaption className={styles.hidden}>
          <ul>
            {describeMap(content, route).map((line, i) => (
              <li key={`${i}:${line}`}>{line}</li>
            ))}
          </ul>
        </figcaption>
      )}
    </figure>
  );
}
