import { Link } from 'react-router-dom';
import { placeText } from '@/lib/domain/place';
import { WAYBILL_STATUS_LABELS } from '@/lib/domain/waybill-status';
import { paths } from '@/lib/routing/paths';
import { useActiveWaybill } from '../api/home-reads';
import { homeMessages as t } from '../messages';
import styles from './home.module.css';

/** The newest waybill under way, when there is one: where it goes and what state it is in. */
export function ActiveWaybill() {
  const { data: active } = useActiveWaybill();
  if (!active) return null;
  return (
    <section className={styles.panel} aria-labelledby="home-active">
      <div className={styles.panelHead}>
        <h2 id="home-active" className={styles.panelTitle}>
          {t.activeTitle}
        </h2>
        <Link to={paths.waybill.to()} className={styles.more}>
          {t.activeMore}
        </Link>
      </div>
      <Link to={paths.waybill.to({ status: active.status })} className={styles.active}>
        <span className={styles.activeRoute}>
          {placeText(active.origin)} → {placeText(active.destination)}
        </span>
        <span className={styles.activeMeta}>
          {active.waybillNo} · {active.carNo} · {active.goodsName}
        </span>
        <span className={styles.activeStatus}>{WAYBILL_STATUS_LABELS[active.status]}</span>
      </Link>
    </section>
  );
}
