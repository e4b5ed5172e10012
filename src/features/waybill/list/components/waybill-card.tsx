import { Link } from 'react-router-dom';
import { MoneyText } from '@/components/money-text';
import type { WaybillSummary } from '@/lib/contract/waybill/waybills';
import { placeText } from '@/lib/domain/place';
import { formatQuantity } from '@/lib/domain/quantity';
import { paths } from '@/lib/routing/paths';
import { OutboxCount } from '../../shared/outbox-card';
import { waybillDetailPath } from '../../shared/waybill-path';
import { waybillMessages as t } from '../messages';
import styles from './waybill.module.css';

/** `YYYY-MM-DD HH:mm:ss` → `MM-DD HH:mm`: the year is the current one on a working list. */
function short(time: string): string {
  return time.slice(5, 16);
}

/** Where a card's state leads: the one step the driver takes next (the detail says it exactly). */
function nextStep(item: WaybillSummary): { label: string; to: string } | null {
  const id = item.id;
  // A waybill departs only under a signed contract: signing is the step before 去发车.
  if (item.status === 'toLoad' && item.contractStatus === 'unsigned') {
    const next = paths.waybill.to();
    return { label: t.sign, to: paths.contractDetail.to({ contractId: item.contractId, next }) };
  }
  switch (item.status) {
    case 'toLoad':
      return { label: t.nextByStatus.toLoad, to: paths.waybillLoad.to({ id }) };
    case 'inTransit':
      return { label: t.nextByStatus.inTransit, to: paths.waybillUnload.to({ id }) };
    case 'toReceipt':
      return { label: t.nextByStatus.toReceipt, to: paths.waybillUploadReceipt.to({ id }) };
    case 'done':
      return { label: t.nextByStatus.done, to: paths.waybillEvaluate.to({ id }) };
    default:
      return null;
  }
}

function NextAction({ item }: { item: WaybillSummary }) {
  const step = nextStep(item);
  if (!step) return null;
  return (
    <Link to={step.to} className={styles.action} aria-label={`${step.label} ${item.waybillNo}`}>
      {step.label}
    </Link>
  );
}

/** One waybill: number, state, route, goods, vehicle, times, freight and the next action. */
export function WaybillCard({ item }: { item: WaybillSummary }) {
  const from = placeText(item.origin);
  const to = placeText(item.destination);
  return (
    <article className={styles.card} aria-label={`${t.waybillNo} ${item.waybillNo}`}>
      <header className={styles.head}>
        <Link to={waybillDetailPath(item)} className={styles.no}>
          {t.waybillNo} {item.waybillNo}
        </Link>
        <span className={styles.kind}>{t.kind[item.kind]}</span>
        <span className={`${styles.status} ${styles[item.status]}`}>{t.status[item.status]}</span>
        <OutboxCount waybillId={item.id} />
      </header>
      {/* The route has the row to itself: a place is cut only when both do not fit. */}
      <p className={styles.route}>
        <span className={styles.place}>{from}</span>
        <span aria-hidden="true" className={styles.arrow}>
          →
        </span>
        <span className={styles.place}>{to}</span>
      </p>
      <p className={styles.meta}>
        <span data-number>
          {item.distanceKm} {t.km}
        </span>{' '}
        · {item.goodsName} {formatQuantity(item.quantity, t.unit[item.unit])} · {item.carNo} ·{' '}
        {item.shipperName}
      </p>
      <p className={styles.meta}>
        {t.loading} {short(item.loadingStart)} ~ {short(item.loadingEnd)}
        {item.unloadingTime ? ` · ${t.unloading} ${short(item.unloadingTime)}` : ''}
      </p>
      <footer className={styles.foot}>
        <span className={styles.freight}>
          {t.freight} <MoneyText value={item.freight} currency />
        </span>
        {item.status === 'toLoad' && item.contractStatus === 'signed' ? (
          <span className={styles.contract}>{t.contractSigned}</span>
        ) : null}
        <NextAction item={item} />
      </footer>
    </article>
  );
}
