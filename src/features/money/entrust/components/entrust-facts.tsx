import { MoneyText } from '@/components/money-text';
import type { Entrustment } from '@/lib/contract/money/entrust';
import { entrustMessages as t, entrustStateLabel } from '../messages';
import styles from './entrust.module.css';
import { cardStyles } from '@/components/card';

/** Every fact of an entrustment, and its state timeline. */
export function EntrustFacts({ e }: { e: Entrustment }) {
  return (
    <>
      <section className={cardStyles.card} aria-label={t.entrustNo}>
        <h2 className={cardStyles.heading}>{entrustStateLabel[e.state]}</h2>
        <dl className={cardStyles.facts}>
          <dt>{t.entrustNo}</dt>
          <dd>{e.entrustNo}</dd>
          <dt>{t.waybillNo}</dt>
          <dd>{e.waybillNo}</dd>
          <dt>{t.route}</dt>
          <dd>{e.route}</dd>
          <dt>{t.goods}</dt>
          <dd>{e.goodsName}</dd>
          <dt>{t.carNo}</dt>
          <dd>{e.carNo}</dd>
          <dt>{t.freight}</dt>
          <dd>
            <MoneyText value={e.freight} currency />
          </dd>
          <dt>{t.payee}</dt>
          <dd>{`${e.payee.name} ${e.payee.mobileMasked}`}</dd>
          <dt>{t.account}</dt>
          <dd>{`${e.account.bankName} ${e.account.cardNoMasked}`}</dd>
          <dt>{t.remarkFact}</dt>
          <dd>{e.remark || '—'}</dd>
          {e.refuseReason ? (
            <>
              <dt>{t.refuseReason}</dt>
              <dd>{e.refuseReason}</dd>
            </>
          ) : null}
          <dt>{t.createTime}</dt>
          <dd>{e.createTime}</dd>
        </dl>
      </section>
      <section className={cardStyles.card} aria-label={t.timeline}>
        <h2 className={cardStyles.heading}>{t.timeline}</h2>
        <ol className={styles.timeline}>
          {e.timeline.map((ev) => (
            <li key={`${ev.state}-${ev.time}`}>
              <div>{ev.text}</div>
              <div className={styles.muted}>{ev.time}</div>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
