import { Card } from '@/components/card';
import type { FuelOrder } from '@/lib/contract/fuel/station';
import { groupCode } from '../filters';
import { fuelMessages as t } from '../messages';
import styles from './fuel-balance.module.css';

/** The 核销码 of an order waiting at the pump, readable at arm's length, with the car it fuels. */
export function VerifyCode({ order }: { order: FuelOrder }) {
  return (
    <Card title={t.verifyCode} className={styles.code}>
      <p
        className={styles.codeDigits}
        aria-label={`${t.verifyCode} ${order.verifyCode}`}
        data-number
      >
        {groupCode(order.verifyCode)}
      </p>
      <p className={styles.muted}>{t.showCode}</p>
      <p className={styles.codeCar}>
        {t.carNo} <span data-number>{order.carNo}</span>
      </p>
    </Card>
  );
}
