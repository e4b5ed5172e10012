/** The detail's head: waybill number, goods, the loading and unloading points, the route. */
import { Link } from 'react-router-dom';
import { Card } from '@/components/card';
import { Button, ButtonLink } from '@/components/form';
import type { MapTarget } from '@/hooks/use-open-map';
import type { Place } from '@/lib/contract/supply/load';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { placeText } from '@/lib/domain/place';
import { formatQuantity } from '@/lib/domain/quantity';
import { paths } from '@/lib/routing/paths';
import { detailMessages as t, waybillMessages as w } from '../messages';
import styles from './detail.module.css';

type Point = 'loading' | 'unloading';

function mapTarget(place: Place): MapTarget {
  return {
    longitude: place.longitude,
    latitude: place.latitude,
    name: placeText(place),
    address: place.address,
  };
}

const pointLabel = (point: Point) => (point === 'loading' ? t.origin : t.destination);

function Stop({ detail, point }: { detail: WaybillDetail; point: Point }) {
  const place = point === 'loading' ? detail.origin : detail.destination;
  const label = pointLabel(point);
  const fence = point === 'loading' ? detail.loadingFence : detail.unloadingFence;
  const address = place.address;
  return (
    <div className={styles.stop}>
      <span
        className={`${styles.stopBadge} ${point === 'unloading' ? styles.stopBadgeUnload : ''}`}
        aria-hidden="true"
      >
        {point === 'loading' ? '装' : '卸'}
      </span>
      <div className={styles.stopMain}>
        <span className={styles.stopRegion}>
          {label} {placeText(place)}
        </span>
        <Link
          className={styles.stopAddress}
          to={paths.toLocation.to({
            lng: String(place.longitude),
            lat: String(place.latitude),
            name: `${label} ${placeText(place)}`,
            address,
          })}
          aria-label={`${t.location(label)}：${address}`}
        >
          {address}
        </Link>
      </div>
      {fence ? (
        <Link
          className={styles.stopLink}
          to={paths.toGeofence.to({ id: detail.id, point })}
          aria-label={t.fence(label)}
        >
          {t.fenceShort}
        </Link>
      ) : null}
    </div>
  );
}

export function HeaderCard({
  detail,
  onNavigate,
}: {
  detail: WaybillDetail;
  onNavigate: (target: MapTarget) => Promise<void>;
}) {
  const navigate = (point: Point) => (
    <Button
      variant="secondary"
      onClick={() =>
        onNavigate(mapTarget(point === 'loading' ? detail.origin : detail.destination))
      }
    >
      {t.navigate(pointLabel(point))}
    </Button>
  );
  return (
    <Card
      aria-label={`${w.waybillNo} ${detail.waybillNo}`}
      actions={
        <>
          {navigate('loading')}
          {navigate('unloading')}
        </>
      }
    >
      <div className={styles.headRow}>
        <span className={styles.headNo}>
          {w.waybillNo} <span data-number>{detail.waybillNo}</span>
        </span>
        <span className={styles.tag}>{w.kind[detail.kind]}</span>
        <span className={styles.statusTag}>{w.status[detail.status]}</span>
      </div>
      <h1 className={styles.goodsTitle}>
        {detail.goodsName} {formatQuantity(detail.quantity, w.unit[detail.unit])}
      </h1>
      <Stop detail={detail} point="loading" />
      <Stop detail={detail} point="unloading" />
      <div className={styles.routeRow}>
        <span className={styles.muted}>
          {t.route} {detail.distanceKm} {w.km}
        </span>
        <ButtonLink variant="text" to={paths.waybillTrail.to({ id: detail.id })}>
          {t.trail}
        </ButtonLink>
      </div>
      {detail.receiptRejectReason ? (
        <p className={styles.note} role="alert">
          {t.receiptRejected(detail.receiptRejectReason)}
        </p>
      ) : null}
      {detail.receiptPending ? <p className={styles.note}>{t.receiptPending}</p> : null}
    </Card>
  );
}
