import { cardStyles } from '@/components/card';
import { Form, SmsCodeField, SubmitButton } from '@/components/form';
import { MoneyText } from '@/components/money-text';
import { formatLitres } from '@/lib/domain/fuel';
import { maskMobile } from '@/lib/domain/mobile';
import type { FuelOrderDraft } from '../draft';
import { usePay } from '../hooks/use-pay';
import { fuelStationMessages as t } from '../messages';
import styles from './fuel-station.module.css';

/** The order summary, the code with its 发送验证码 button, and 确认支付. */
export function ConfirmForm({ draft, mobile }: { draft: FuelOrderDraft; mobile: string }) {
  const pay = usePay(draft, mobile);
  return (
    <Form onSubmit={pay.submit} className={cardStyles.page}>
      <section className={cardStyles.card} aria-label={t.summary}>
        <h2 className={cardStyles.heading}>{t.summary}</h2>
        <dl className={cardStyles.facts}>
          <dt>{t.station}</dt>
          <dd>{draft.stationName}</dd>
          <dt>{t.vehicle}</dt>
          <dd>{draft.carNo}</dd>
          <dt>{t.product}</dt>
          <dd>{draft.product.oilName}</dd>
          <dt>{t.litres}</dt>
          <dd>{`${formatLitres(draft.litres)} ${draft.product.unit}`}</dd>
          <dt>{t.save}</dt>
          <dd>
            <MoneyText value={draft.discount} currency />
          </dd>
        </dl>
        <p className={styles.rowLine}>
          <span>{t.payFromCard}</span>
          <MoneyText className={styles.big} value={draft.totalPrice} currency size="xlarge" />
        </p>
      </section>
      <section className={cardStyles.card} aria-label={t.confirmTitle}>
        <p className={styles.hint}>{`${t.codeSentTo} ${maskMobile(mobile)}`}</p>
        <SmsCodeField {...pay.fields.bind('code')} onSend={pay.sendCode} />
      </section>
      <SubmitButton>{t.confirm}</SubmitButton>
    </Form>
  );
}
