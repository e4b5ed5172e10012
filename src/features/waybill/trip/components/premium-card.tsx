import { Button } from '@/components/form';
import { MoneyText } from '@/components/money-text';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { usePremiumPay } from '../hooks/use-premium-pay';
import { tripMessages as t } from '../messages';
import styles from './trip.module.css';

/** The insurance premium: paid before departure through either wallet. */
export function PremiumCard({ detail }: { detail: WaybillDetail }) {
  const pay = usePremiumPay(detail);
  const premium = detail.premium;
  if (!premium) return null;
  return (
    <section className={styles.card} aria-label={t.premiumTitle}>
      <dl className={styles.row}>
        <dt>{t.premiumTitle}</dt>
        <dd>
          <MoneyText value={premium.amount} currency />
        </dd>
      </dl>
      <p className={premium.paid ? styles.hint : styles.error}>
        {premium.paid ? t.premiumPaid : t.premiumUnpaid}
      </p>
      {premium.paid ? null : (
        <div className={styles.wallets}>
          <Button variant="secondary" onClick={() => pay('alipay')}>
            {t.payAlipay}
          </Button>
          <Button variant="secondary" onClick={() => pay('wechat')}>
            {t.payWechat}
          </Button>
        </div>
      )}
    </section>
  );
}
