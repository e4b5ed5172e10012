import { Card, FactList, Page } from '@/components/card';
import { Form, SmsCodeField, SubmitButton } from '@/components/form';
import { MoneyText } from '@/components/money-text';
import { maskMobile } from '@/lib/domain/mobile';
import type { FuelOrderDraft } from '../draft';
import { usePay } from '../hooks/use-pay';
import { fuelStationMessages as t } from '../messages';
import { draftFacts } from './draft-facts';
import styles from './fuel-station.module.css';

/** The order summary, the code with its 发送验证码 button, and 确认支付. */
export function ConfirmForm({ draft, mobile }: { draft: FuelOrderDraft; mobile: string }) {
  const pay = usePay(draft, mobile);
  return (
    <Page as="div">
      <Form onSubmit={pay.submit}>
        <Card title={t.summary}>
          <FactList facts={draftFacts(draft)} />
          <p className={styles.rowLine}>
            <span>{t.payFromCard}</span>
            <MoneyText value={draft.totalPrice} currency size="xlarge" />
          </p>
        </Card>
        <Card aria-label={t.confirmTitle}>
          <p className={styles.hint}>{`${t.codeSentTo} ${maskMobile(mobile)}`}</p>
          <SmsCodeField {...pay.fields.bind('code')} onSend={pay.sendCode} />
        </Card>
        <SubmitButton>{t.confirm}</SubmitButton>
      </Form>
    </Page>
  );
}
