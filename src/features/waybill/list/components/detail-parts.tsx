/** The waybill detail's cards: header and route, facts, contacts, photos, timeline, documents. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSingleFlight } from '@/components/form';
import { MoneyText } from '@/components/money-text';
import type { Place } from '@/lib/contract/supply/market';
import type { PhotoKind, TripPhoto, WaybillDetail } from '@/lib/contract/waybill/trip';
import { formatQuantity, placeText } from '@/lib/domain/place';
import { paths } from '@/lib/routing/paths';
import type { ContactRole } from '../hooks/use-call-contact';
import type { MapTarget } from '@/hooks/use-open-map';
import { detailMessages as t, waybillMessages as w } from '../messages';
import styles from './detail.module.css';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
    </section>
  );
}

type Row = readonly [label: string, value: ReactNode];

export function Fields({ rows }: { rows: readonly Row[] }) {
  return (
    <dl className={styles.fields}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value ?? t.unknown}</dd>
        </div>
      ))}
    </dl>
  );
}

export function mapTarget(place: Place): MapTarget {
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

function qty(value: number | null, unit: WaybillDetail['unit']): string | null {
  return value === null ? null : `${formatQuantity(value)}${w.unit[unit]}`;
}

export function FactCards({ detail }: { detail: WaybillDetail }) {
  const { freightDetail: f, premium } = detail;
  return (
    <>
      <Section title={t.goodsSection}>
        <Fields
          rows={[
            [t.goodsName, detail.goodsName],
            [t.goodsType, detail.goodsType],
            [t.packing, detail.packing],
            [t.quantity, qty(detail.quantity, detail.unit)],
            [t.loadedQuantity, qty(detail.loadedQuantity, detail.unit)],
            [t.unloadedQuantity, qty(detail.unloadedQuantity, detail.unit)],
          ]}
        />
      </Section>
      <Section title={t.vehicleSection}>
        <Fields
          rows={[
            [t.carNo, detail.vehicle.carNo],
            [t.vehicleType, detail.vehicle.vehicleType],
            [t.loadWeight, `${formatQuantity(detail.vehicle.loadWeight / 1000)}吨`],
            [t.driver, `${detail.driver.name} ${detail.driver.phoneMasked}`],
          ]}
        />
      </Section>
      <Section title={t.timeSection}>
        <Fields
          rows={[
            [t.createTime, detail.createTime],
            [t.loadingTime, `${detail.loadingStart} ~ ${detail.loadingEnd}`],
            [t.unloadingTime, detail.unloadingTime],
            [t.departedAt, detail.departedAt],
            [t.arrivedAt, detail.arrivedAt],
            [t.receiptAt, detail.receiptAt],
          ]}
        />
      </Section>
      <Section title={t.freightSection}>
        <Fields
          rows={[
            [t.unitPrice, <MoneyText key="u" value={f.unitPrice} currency />],
            [t.total, <MoneyText key="t" value={f.total} currency />],
            ...f.deductions.map((d): Row => [
              d.name,
              <MoneyText key={d.name} value={-d.amount} currency />,
            ]),
            [t.payable, <MoneyText key="p" value={f.payable} currency />],
            ...(premium
              ? [
                  [
                    t.premium,
                    <span key="pr">
                      <MoneyText value={premium.amount} currency />{' '}
                      {premium.paid && premium.paidAt
                        ? t.premiumPaid(premium.paidAt)
                        : t.premiumUnpaid}
                    </span>,
                  ] as Row,
                ]
              : []),
          ]}
        />
      </Section>
    </>
  );
}

function ContactRow({
  contactRole: role,
  label,
  text,
  onCall,
}: {
  contactRole: ContactRole;
  label: string;
  text: string;
  onCall: (role: ContactRole) => Promise<void>;
}) {
  const { run, busy } = useSingleFlight();
  return (
    <div className={styles.contact}>
      <div className={styles.stopMain}>
        <span className={styles.contactRole}>{label}</span>
        <span>{text}</span>
      </div>
      <button
        type="button"
        className={styles.roundButton}
        aria-label={t.call(label)}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => void run(() => onCall(role))}
      >
        {t.callShort}
      </button>
    </div>
  );
}

export function ContactCard({
  detail,
  onCall,
}: {
  detail: WaybillDetail;
  onCall: (role: ContactRole) => Promise<void>;
}) {
  const c = (x: { name: string; phoneMasked: string }) => `${x.name} ${x.phoneMasked}`;
  return (
    <Section title={t.contactSection}>
      <Fields rows={[[t.shipperName, detail.shipperName]]} />
      <ContactRow
        contactRole="shipper"
        label={t.shipperContact}
        text={c(detail.shipperContact)}
        onCall={onCall}
      />
      <ContactRow
        contactRole="loading"
        label={t.loadingContact}
        text={c(detail.loadingContact)}
        onCall={onCall}
      />
      <ContactRow
        contactRole="unloading"
        label={t.unloadingContact}
        text={c(detail.unloadingContact)}
        onCall={onCall}
      />
    </Section>
  );
}

function PhotoItem({ photo, alt }: { photo: TripPhoto; alt: string }) {
  const rejected = photo.state === 'rejected';
  return (
    <li className={styles.photo}>
      <img src={photo.watermarkUrl ?? photo.url} alt={alt} loading="lazy" />
      <span className={rejected ? styles.rejected : styles.accepted}>
        {rejected ? t.photoRejected : t.photoAccepted}
      </span>
      {rejected && photo.rejectReason ? (
        <span className={styles.rejected}>{photo.rejectReason}</span>
      ) : null}
    </li>
  );
}

const PHOTO_KINDS: readonly PhotoKind[] = ['departure', 'arrival', 'receipt'];

export function PhotoCard({ detail }: { detail: WaybillDetail }) {
  const kinds = PHOTO_KINDS.filter((k) => detail.photos[k].length > 0);
  return (
    <Section title={t.photoSection}>
      {kinds.length === 0 ? <p className={styles.contactRole}>{t.noPhotos}</p> : null}
      {kinds.map((kind) => (
        <div key={kind} className={styles.photoGroup} role="group" aria-label={t.photoKind[kind]}>
          <h3 className={styles.photoGroupTitle}>{t.photoKind[kind]}</h3>
          <ul className={styles.photos}>
            {detail.photos[kind].map((photo, i) => (
              <PhotoItem
                key={`${photo.url}:${i}`}
                photo={photo}
                alt={t.photoAlt(t.photoKind[kind], i + 1)}
              />
            ))}
          </ul>
        </div>
      ))}
    </Section>
  );
}

export function TimelineCard({ detail }: { detail: WaybillDetail }) {
  return (
    <Section title={t.timelineSection}>
      <ol className={styles.timeline}>
        {[...detail.timeline].reverse().map((e, i) => (
          <li key={`${e.time}:${i}`} className={styles.timelineItem}>
            <span>{e.text}</span>
            <span className={styles.timelineTime}>{e.time}</span>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function DocumentCard({ detail }: { detail: WaybillDetail }) {
  const id = detail.id;
  return (
    <Section title={t.documentSection}>
      <div className={styles.links}>
        <Link className={styles.roundButton} to={paths.waybillContract.to({ id })}>
          {t.contract}
        </Link>
        <Link className={styles.roundButton} to={paths.waybillAgreement.to({ id })}>
          {t.waybillAgreement}
        </Link>
        <Link className={styles.roundButton} to={paths.waybillSupplementAgreement.to({ id })}>
          {t.supplementAgreement}
        </Link>
      </div>
    </Section>
  );
}

export function AfterSalesCard({ detail }: { detail: WaybillDetail }) {
  const id = detail.id;
  const open = detail.afterSales;
  const links: [boolean, string, string][] = [
    [open.complaint, t.afterSales.complaint, paths.complaintAdd.to({ waybillId: id })],
    [open.cancel, t.afterSales.cancel, paths.waybillCancel.to({ id })],
    [open.abnormal, t.afterSales.abnormal, paths.waybillAbnormal.to({ id })],
    [open.freightChange, t.afterSales.freightChange, paths.freightChangeList.to({ waybillId: id })],
    [open.changeCaptain, t.afterSales.changeCaptain, paths.waybillChangeCard.to({ id })],
    [open.repairCard, t.afterSales.repairCard, paths.waybillRepairCard.to({ id })],
    [open.returnTrip, t.afterSales.returnTrip, paths.returnTripAdd.to()],
  ];
  const shown = links.filter(([on]) => on);
  if (shown.length === 0) return null;
  return (
    <Section title={t.afterSalesSection}>
      <div className={styles.links}>
        {shown.map(([, label, to]) => (
          <Link key={label} className={styles.roundButton} to={to}>
            {label}
          </Link>
        ))}
      </div>
    </Section>
  );
}
