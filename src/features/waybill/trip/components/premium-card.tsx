import { Card, FactList } from '@/components/card';
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
    <Card
      aria-label={t.premiumTitle}
      actions={
        premium.paid ? undefined : (
          <>
            <Button variant="secondary" onClick={() => pay('alipay')}>
              {t.payAlipay}
            </Button>
            <Button variant="secondary" onClick={() => pay('wechat')}>
              {t.payWechat}
            </Button>
          </>
        )
      }
    >
      <FactList
        layout="split"
        facts={[
          {
            label: t.premiumTitle,
            value: <MoneyText value={premium.amount} currency />,
            number: true,
          },
        ]}
      />
      <p className={premium.paid ? styles.hint : styles.error}>
        {premium.paid ? t.premiumPaid : t.premiumUnpaid}
      </p>
    </Card>
  );
}
