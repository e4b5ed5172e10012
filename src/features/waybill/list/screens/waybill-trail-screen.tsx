/**
 * 运输轨迹 (/waybill/detail/trail?id=): the truck's recorded track and the planned route from the
 * loading to the unloading point, with the planned distance (km) and time (h).
 */
import { useQuery } from '@tanstack/react-query';
import { Card, FactList, Page } from '@/components/card';
import { Loading, WaybillProblem } from '@/components/load-state';
import { distanceText, hoursText, MapView, planRoute, type LngLat } from '@/components/map';
import type { Trail } from '@/lib/contract/waybill/trip';
import { useTrail } from '../api/waybill-reads';
import styles from '../components/detail.module.css';
import { MissingWaybill } from '../components/missing-waybill';
import { useWaybillId } from '../../shared/use-waybill-id';
import { mapScreenMessages as t } from '../messages';

const at = (p: { longitude: number; latitude: number }): LngLat => [p.longitude, p.latitude];

function TrailMap({ trail }: { trail: Trail }) {
  const from = at(trail.origin);
  const to = at(trail.destination);
  // The drawn route only: a failed plan still leaves the track and the server's figures.
  const plan = useQuery({
    queryKey: ['waybill', 'plannedRoute', from, to],
    queryFn: () => planRoute(from, to),
    staleTime: Infinity,
    retry: false,
  });
  const track = trail.points.map(([lng, lat]): LngLat => [lng, lat]);
  const last = track.at(-1);
  return (
    <Page as="div">
      <MapView
        label={t.trailLabel}
        height={360}
        markers={[
          { kind: 'loading', position: from, label: '装货地' },
          { kind: 'unloading', position: to, label: '卸货地' },
          ...(last ? [{ kind: 'truck' as const, position: last, label: t.truck }] : []),
        ]}
        lines={[
          ...(plan.data ? [{ kind: 'planned' as const, path: plan.data.path }] : []),
          { kind: 'track', path: track },
        ]}
        route={{ distanceKm: trail.plannedKm, hours: trail.plannedHours }}
      />
      <Card aria-label={t.trailLabel}>
        <FactList
          facts={[
            { label: t.plannedKm, value: distanceText(trail.plannedKm * 1000), number: true },
            { label: t.plannedHours, value: hoursText(trail.plannedHours), number: true },
          ]}
        />
        <p className={styles.muted}>
          {track.length > 0 ? t.trailPoints(track.length) : t.trailEmpty}
        </p>
      </Card>
    </Page>
  );
}

export function WaybillTrailScreen() {
  const id = useWaybillId();
  const query = useTrail(id);
  if (!id) return <MissingWaybill />;
  if (query.isPending) return <Loading label={t.trailLoading} withTitle lines={8} />;
  if (!query.data) return <WaybillProblem read={query} failedTitle={t.trailFailed} />;
  return <TrailMap trail={query.data} />;
}

export default WaybillTrailScreen;
