/** Where the load goes: both points with their addresses, the distance, navigation to each. */
import { Card } from '@/components/card';
import { Button } from '@/components/form';
import type { GoodsSourceDetail } from '@/lib/contract/supply/market';
import type { Place } from '@/lib/contract/supply/load';
import { detailMessages as t } from '../../shared/detail-messages';
import styles from './detail.module.css';

interface StopProps {
  place: Place;
  badge: string;
  label: string;
  unload?: boolean;
}

function Stop({ place, badge, label, unload }: StopProps) {
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
    </li>
  );
}

export function DetailRoute({
  source,
  onNavigate,
}: {
  source: GoodsSourceDetail;
  onNavigate: (place: Place) => unknown;
}) {
  return (
    <Card
      title={t.routeSection}
      actions={
        <>
          <Button variant="secondary" onClick={() => onNavigate(source.origin)}>
            {t.navigate(t.originLabel)}
          </Button>
          <Button variant="secondary" onClick={() => onNavigate(source.destination)}>
            {t.navigate(t.destinationLabel)}
          </Button>
        </>
      }
    >
      <ol className={styles.stops}>
        <Stop place={source.origin} badge={t.origin} label={t.originLabel} />
        <Stop place={source.destination} badge={t.destination} label={t.destinationLabel} unload />
      </ol>
      <p className={styles.meta}>{t.distance(source.distanceKm)}</p>
      {source.needFence ? (
        <p className={styles.note}>{t.fenceRadius(source.fenceRadiusM)}</p>
      ) : null}
    </Card>
  );
}
