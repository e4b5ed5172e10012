import { Link } from 'react-router-dom';
import { MoneyText } from '@/components/money-text';
import type { WaybillSummary } from '@/lib/contract/waybill';
import { formatQuantity, placeText } from '@/lib/domain/place';
import { paths } from '@/lib/routing/paths';
import { waybillMessages as t } from '../messages';
import styles from './waybill.module.css';

/** `YYYY-MM-DD HH:mm:ss` → `MM-DD HH:mm`: the year is the current one on a working list. */
function short(time: string): string {
  return time.slice(5, 16);
}

/** The one next step the driver can take here, when its screen exists in this build. */
function NextAction({ item }: { item: WaybillSummary }) {
  if (item.status === 'cancelled' || item.contractStatus !== 'unsigned') {
    return (
      <span className={styles.contract}>
        {item.contractStatus === 'signed' ? t.contractSigned : null}
      </span>
    );
  }
  const to = paths.contractDetail.to({ contractId: item.contractId, next: paths.waybill.to() });
  return (
    <Link to={to} className={styles.action} aria-label={`${t.sign} ${item.waybillNo}`}>
      {t.sign}
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
        <span className={styles.no}>
          {t.waybillNo} {item.waybillNo}
        </span>
        <span className={styles.kind}>{t.kind[item.kind]}</span>
        <span className={`${styles.status} ${styles[item.status]}`}>{t.status[item.status]}</span>
      </header>
      <p className={styles.route}>
        <span className={styles.place}>{from}</span>
        <span aria-hidden="true" className={styles.arrow}>
          →
        </span>
        <span className={styles.place}>{to}</span>
        <span className={styles.distance}>
          {item.distanceKm} {t.km}
        </span>
      </p>
      <p className={styles.meta}>
        {item.goodsName} {formatQuantity(item.quantity)}
        {t.unit[item.unit]} · {item.carNo} · {item.shipperName}
      </p>
      <p className={styles.meta}>
        {t.loading} {short(item.loadingStart)} ~ {short(item.loadingEnd)}
        {item.unloadingTime ? ` · ${t.unloading} ${short(item.unloadingTime)}` : ''}
      </p>
      <footer className={styles.foot}>
        <span className={styles.freight}>
          {t.freight} <MoneyText value={item.freight} currency />
        </span>
        <NextAction item={item} />
      </footer>
    </article>
  );
}
