/**
 * 电子围栏 (/toGeofence?id=&point=loading|unloading, §2.6): the waybill's loading or unloading
 * fence, where the truck is, and the server's word on whether it is inside (else how far), checked
 * again every configured electronic-fence detection interval (§7.1), with a refresh for a driver
 * who has moved.
 */
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Card, Page } from '@/components/card';
import { Button } from '@/components/form';
import { Loading, WaybillProblem } from '@/components/load-state';
import { distanceText, MapView, type MapMarker } from '@/components/map';
import { useConfiguredIntervals } from '@/features/waybill/list/hooks/use-configured-intervals';
import { useCurrentLocation, type LocationState } from '@/hooks/use-current-location';
import { useWaybillDetail } from '@/hooks/use-waybill-detail';
import { waybillTrip, type WaybillDetail } from '@/lib/contract/waybill/trip';
import { endpointQuery } from '@/lib/query/endpoint-query';
import styles from '../components/detail.module.css';
import { MissingWaybill } from '../components/missing-waybill';
import { useWaybillId } from '../../shared/use-waybill-id';
import { detailMessages, mapScreenMessages as t } from '../messages';

type Point = 'loading' | 'unloading';

function useFenceCheck(id: string, point: Point, location: LocationState) {
  const fix = location.phase === 'located' ? location.fix : null;
  return useQuery({
    ...endpointQuery(
      waybillTrip.checkFence,
      { id, point, longitude: fix?.longitude ?? 0, latitude: fix?.latitude ?? 0 },
      { ignoreErrors: true },
    ),
    enabled: fix !== null,
  });
}

function FenceView({ detail, point }: { detail: WaybillDetail; point: Point }) {
  const { fenceDetectionMs } = useConfiguredIntervals();
  // A new fix (every detection interval) is a new question to the platform.
  const location = useCurrentLocation(true, fenceDetectionMs);
  const check = useFenceCheck(detail.id, point, location);
  const pointName = t.point[point];
  const fence = point === 'loading' ? detail.loadingFence : detail.unloadingFence;
  const place = point === 'loading' ? detail.origin : detail.destination;
  const centre: [number, number] = fence
    ? [fence.longitude, fence.latitude]
    : [place.longitude, place.latitude];
  const markers: MapMarker[] = [{ kind: point, position: centre, label: pointName }];
  if (location.phase === 'located') {
    const { longitude, latitude } = location.fix;
    markers.push({ kind: 'truck', position: [longitude, latitude], label: t.truck });
  }
  const refresh = async () => {
    location.retry();
    if (check.data || check.isError) await check.refetch();
  };
  return (
    <Page as="div">
      <MapView
        label={t.fenceLabel(pointName)}
        height={360}
        markers={markers}
        fences={
          fence
            ? [
                {
                  shape: 'circle',
                  centre,
                  radiusM: fence.radiusM,
                  label: t.fenceLabel(pointName),
                },
              ]
            : []
        }
      />
      <Card aria-label={t.fenceLabel(pointName)}>
        <h1 className={styles.pointTitle}>{fence?.name ?? pointName}</h1>
        <p className={styles.stopAddress}>{place.address}</p>
        {fence ? <p className={styles.muted}>{t.radius(distanceText(fence.radiusM))}</p> : null}
        <FenceState location={location} check={check} pointName={pointName} />
      </Card>
      <div className={styles.actionBar}>
        <Button className={styles.actionMain} variant="secondary" onClick={refresh}>
          {t.refresh}
        </Button>
      </div>
    </Page>
  );
}

function FenceState({
  location,
  check,
  pointName,
}: {
  location: LocationState;
  check: ReturnType<typeof useFenceCheck>;
  pointName: string;
}) {
  if (location.phase === 'denied') return <p className={styles.note}>{t.locationDenied}</p>;
  if (location.phase === 'failed') return <p className={styles.note}>{t.locationFailed}</p>;
  if (location.phase === 'locating' || check.isPending) {
    return (
      <p className={styles.muted} role="status">
        {t.locating}
      </p>
    );
  }
  if (!check.data) {
    return (
      <p className={styles.note} role="alert">
        {t.checkFailed}
      </p>
    );
  }
  const c = check.data;
  if (!c.fenced) return <p className={styles.fenceState}>{t.noFence(pointName)}</p>;
  return (
    <p
      className={`${styles.fenceState} ${c.inside ? styles.inside : styles.outside}`}
      role="status"
    >
      {c.inside ? t.inside(c.fenceName) : t.outside(pointName, distanceText(c.distanceM))}
    </p>
  );
}

export function ToGeofenceScreen() {
  const id = useWaybillId();
  const [params] = useSearchParams();
  const point: Point = params.get('point') === 'unloading' ? 'unloading' : 'loading';
  const query = useWaybillDetail(id);
  if (!id) return <MissingWaybill />;
  if (query.isPending) return <Loading label={detailMessages.loading} withTitle lines={8} />;
  if (!query.data) return <WaybillProblem read={query} />;
  return <FenceView detail={query.data} point={point} />;
}

export default ToGeofenceScreen;
