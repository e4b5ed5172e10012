import { Link } from 'react-router-dom';
import { cardStyles } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import type { FuelBill } from '@/lib/contract/fuel/station';
import { paths } from '@/lib/routing/paths';
import { billKindLabel, cardLabel, fuelMessages as t } from '../messages';
import styles from './fuel-balance.module.css';

/** A bill's own facts; a bill of an order leads to that order. */
export function BillFacts({ bill }: { bill: FuelBill }) {
  return (
    <div className={cardStyles.page}>
      <section className={cardStyles.card} aria-labelledby="fuel-bill">
        <h2 id="fuel-bill" className={cardStyles.heading}>
          {billKindLabel[bill.kind]}
        </h2>
        <p className={styles.cardValue}>
          <MoneyText value={bill.amount} currency signed plusSign size="xlarge" />
        </p>
        <dl className={cardStyles.facts}>
          <dt>{t.billCard}</dt>
          <dd>{cardLabel[bill.oilType]}</dd>
          <dt>{t.billBalance}</dt>
          <dd>
            <MoneyText value={bill.balanceAfter} currency />
          </dd>
          <dt>{t.billTime}</dt>
          <dd>{bill.createTime}</dd>
          <dt>{t.billNo}</dt>
          <dd>{bill.billNo}</dd>
          {bill.remark ? (
            <>
              <dt>{t.billRemark}</dt>
              <dd>{bill.remark}</dd>
            </>
          ) : null}
          {bill.orderNo ? (
            <>
              <dt>{t.billOrder}</dt>
              <dd>
                <Link
                  className={styles.link}
                  to={paths.fuelOrderDetail.to({ oilType: bill.oilType, orderNo: bill.orderNo })}
                >
                  {bill.orderNo}
                </Link>
              </dd>
            </>
          ) : null}
        </dl>
      </section>
    </div>
  );
}
