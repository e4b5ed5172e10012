/** Where the load goes: both points with their addresses, navigation to each, and the distance. */
import type { GoodsSourceDetail } from '@/lib/contract/supply/market';
import type { Place } from '@/lib/contract/supply/load';
import { detailMessages as t } from '../../shared/detail-messages';
import { DetailSection } from './detail-section';
import styles from './detail.module.css';

interface StopProps {
  place: Place;
  badge: string;
  label: string;
  unload?: boolean;
  onNavigate: (place: Place) => unknown;
}

function Stop({ place, badge, label, unload, onNavigate }: StopProps) {
  return (
    <li className={styles.stop}>
      <span
        className={`${styles.stopBadge} ${unload ? styles.stopBadgeUnload : ''}`}
        aria-hidden="true"
      >
        {badge}
      </span>
      <div className={styles.stopMain}>
        <span className={styles.stopRegion}>
          <span className="sr-only">{label} </span>
          {place.regionName}
        </span>
        <span className={styles.stopAddress}>{place.address}</span>
      </div>
      <button
        type="button"
        className={styles.roundButton}
        aria-label={t.navigate(label)}
        onClick={() => void onNavigate(place)}
      >
        {t.navigateShort}
      </button>
    </li>
  );
}

export function DetailRoute({
  source,
  onNavigate,
}: {
  source: GoodsSourceDetail;
  onNavigate: StopProps['onNavigate'];
}) {
  return (
    <DetailSection title={t.routeSection}>
      <ol className={styles.stops}>
        <Stop
          place={source.origin}
          badge={t.origin}
          label={t.originLabel}
          onNavigate={onNavigate}
        />
        <Stop
          place={source.destination}
          badge={t.destination}
          label={t.destinationLabel}
          unload
          onNavigate={onNavigate}
        />
      </ol>
      <p className={styles.meta}>{t.distance(source.distanceKm)}</p>
      {source.needFence ? (
        <p className={styles.note}>{t.fenceRadius(source.fenceRadiusM)}</p>
      ) : null}
    </DetailSection>
  );
}
