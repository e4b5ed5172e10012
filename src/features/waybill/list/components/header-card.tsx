/** The detail's head: waybill number, goods, the loading and unloading points, the route. */
import { Link } from 'react-router-dom';
import { useSingleFlight } from '@/components/form';
import type { MapTarget } from '@/hooks/use-open-map';
import type { Place } from '@/lib/contract/supply/load';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { formatQuantity, placeText } from '@/lib/domain/place';
import { paths } from '@/lib/routing/paths';
import { detailMessages as t, waybillMessages as w } from '../messages';
import styles from './detail.module.css';

function mapTarget(place: Place): MapTarget {
  return {
    longitude: place.longitude,
    latitude: place.latitude,
    name: placeText(place),
    address: place.address,
  };
}

function Stop({
  detail,
  point,
  onNavigate,
}: {
  detail: WaybillDetail;
  point: 'loading' | 'unloading';
  onNavigate: (target: MapTarget) => Promise<void>;
}) {
  const { run, busy } = useSingleFlight();
  const place = point === 'loading' ? detail.origin : detail.destination;
  const label = point === 'loading' ? t.origin : t.destination;
  const fence = point === 'loading' ? detail.loadingFence : detail.unloadingFence;
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
            address: place.address,
          })}
          aria-label={`${t.location(label)}：${place.address}`}
        >
          {place.address}
        </Link>
      </div>
      <div className={styles.stopActions}>
        {fence ? (
          <Link
            className={styles.roundButton}
            to={paths.toGeofence.to({ id: detail.id, point })}
            aria-label={t.fence(label)}
          >
            {t.fenceShort}
          </Link>
        ) : null}
        <button
          type="button"
          className={styles.roundButton}
          aria-label={t.navigate(label)}
          disabled={busy}
          onClick={() => void run(() => onNavigate(mapTarget(place)))}
        >
          {t.navigateShort}
        </button>
      </div>
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
  return (
    <section className={styles.card} aria-label={`${w.waybillNo} ${detail.waybillNo}`}>
      <div className={styles.headRow}>
        <span className={styles.headNo}>
          {w.waybillNo} {detail.waybillNo}
        </span>
        <span className={styles.tag}>{w.kind[detail.kind]}</span>
        <span className={styles.statusTag}>{w.status[detail.status]}</span>
      </div>
      <h1 className={styles.goodsTitle}>
        {detail.goodsName} {formatQuantity(detail.quantity)}
        {w.unit[detail.unit]}
      </h1>
      <Stop detail={detail} point="loading" onNavigate={onNavigate} />
      <Stop detail={detail} point="unloading" onNavigate={onNavigate} />
      <div className={styles.links}>
        <span className={styles.contactRole}>
          {t.route} {detail.distanceKm} {w.km}
        </span>
        <Link className={styles.roundButton} to={paths.waybillTrail.to({ id: detail.id })}>
          {t.trail}
        </Link>
      </div>
      {detail.receiptRejectReason ? (
        <p className={styles.note} role="alert">
          {t.receiptRejected(detail.receiptRejectReason)}
        </p>
      ) : null}
      {detail.receiptPending ? <p className={styles.note}>{t.receiptPending}</p> : null}
    </section>
  );
}
