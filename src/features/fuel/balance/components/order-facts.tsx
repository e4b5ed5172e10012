import { cardStyles } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import type { FuelOrder } from '@/lib/contract/fuel/station';
import { formatLitres } from '@/lib/domain/fuel';
import { useOrderBills } from '../api/fuel-balance';
import { billKindLabel, cardLabel, fuelMessages as t } from '../messages';
import styles from './fuel-balance.module.css';

/** What was bought: product, volume, the card's unit price against the pump's, paid and saved. */
export function OrderFacts({ order }: { order: FuelOrder }) {
  const per = t.perUnit(order.unit);
  return (
    <section className={cardStyles.card} aria-labelledby="fuel-order">
      <h2 id="fuel-order" className={cardStyles.heading}>
        {t.order}
      </h2>
      <dl className={cardStyles.facts}>
        <dt>{t.product}</dt>
        <dd>{order.oilName}</dd>
        <dt>{t.volume}</dt>
        <dd>{t.litresText(formatLitres(order.litres), order.unit)}</dd>
        <dt>{t.cardPrice}</dt>
        <dd>
          <MoneyText value={order.unitPrice} currency />
          {per}
        </dd>
        <dt>{t.listPrice}</dt>
        <dd>
          <MoneyText value={order.listPrice} currency />
          {per}
        </dd>
        <dt>{t.paidAmount}</dt>
        <dd>
          <MoneyText value={order.totalPrice} currency size="large" />
        </dd>
        <dt>{t.discount}</dt>
        <dd>
          <MoneyText value={order.discount} currency />
        </dd>
        <dt>{t.billCard}</dt>
        <dd>{cardLabel[order.oilType]}</dd>
        <dt>{t.carNo}</dt>
        <dd>{order.carNo}</dd>
        <dt>{t.orderNo}</dt>
        <dd>{order.orderNo}</dd>
      </dl>
    </section>
  );
}

/** 下单 · 加油 · 退款 times, and why it was refunded. */
export function OrderTimes({ order }: { order: FuelOrder }) {
  return (
    <section className={cardStyles.card} aria-label={t.createTime}>
      <dl className={cardStyles.facts}>
        <dt>{t.createTime}</dt>
        <dd>{order.createTime}</dd>
        {order.fuelTime ? (
          <>
            <dt>{t.fuelTime}</dt>
            <dd>{order.fuelTime}</dd>
          </>
        ) : null}
        {order.refundTime ? (
          <>
            <dt>{t.refundTime}</dt>
            <dd>{order.refundTime}</dd>
          </>
        ) : null}
        {order.refundReason ? (
          <>
            <dt>{t.refundReason}</dt>
            <dd>{order.refundReason}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** The card movements of the order: its debit, and its refund once refunded. */
export function OrderBills({ order }: { order: FuelOrder }) {
  const read = useOrderBills(order.orderNo, order.state);
  return (
    <section className={cardStyles.card} aria-labelledby="fuel-order-bills">
      <h2 id="fuel-order-bills" className={cardStyles.heading}>
        {t.orderBills}
      </h2>
      {read.data ? (
        <ul className={styles.bills}>
          {read.data.map((b) => (
            <li key={b.billNo} className={styles.bill}>
              <span>
                {billKindLabel[b.kind]} <span className={styles.rowSub}>{b.createTime}</span>
              </span>
              <MoneyText value={b.amount} signed plusSign />
            </li>
          ))}
        </ul>
      ) : read.error ? (
        <p className={styles.noPass}>
          {t.orderBillsFailed}：{read.error.message}
        </p>
      ) : (
        <p className={styles.muted}>{t.loading}</p>
      )}
    </section>
  );
}
