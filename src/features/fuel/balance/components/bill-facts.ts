/** The facts of a card's bill, for the kit's FactList (no markup here). */
import { createElement } from 'react';
import { Link } from 'react-router-dom';
import type { FactEntry } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import type { FuelBill } from '@/lib/contract/fuel/station';
import { paths } from '@/lib/routing/paths';
import { cardLabel, fuelMessages as t } from '../messages';
import styles from './fuel-balance.module.css';

/** The bill's card, balance after, time and number; a bill of an order leads to that order. */
export function billFacts(bill: FuelBill): FactEntry[] {
  return [
    { label: t.billCard, value: cardLabel[bill.oilType] },
    {
      label: t.billBalance,
      value: createElement(MoneyText, { value: bill.balanceAfter, currency: true }),
      number: true,
    },
    { label: t.billTime, value: bill.createTime, number: true },
    { label: t.billNo, value: bill.billNo, number: true },
    bill.remark ? { label: t.billRemark, value: bill.remark } : null,
    bill.orderNo
      ? {
          label: t.billOrder,
          value: createElement(
            Link,
            {
              className: styles.link,
              to: paths.fuelOrderDetail.to({ oilType: bill.oilType, orderNo: bill.orderNo }),
            },
            bill.orderNo,
          ),
          number: true,
        }
      : null,
  ];
}
