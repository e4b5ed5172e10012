import { Card, FactList } from '@/components/card';
import { Button, Form, MobileField, SmsCodeField, SubmitButton } from '@/components/form';
import { maskMobile } from '@/lib/domain/mobile';
import { useCaptainChange } from '../hooks/use-captain-change';
import { changesMessages as t } from '../messages';
import { CaptainSigned } from './captain-signed';
import styles from './changes.module.css';

/** Find the new captain, receive the code, sign: one card, one step after the other. */
export function CaptainChangeCard({ billId }: { billId: string }) {
  const flow = useCaptainChange(billId);
  if (flow.bill?.state === 'signed') return <CaptainSigned bill={flow.bill} />;
  const mobile = flow.fields.bind('mobile');
  return (
    <Card title={t.captainTitle}>
      <MobileField label={t.captainMobile} {...mobile} onChange={flow.setMobile} />
      <Button variant="secondary" onClick={flow.lookUp}>
        {t.captainFind}
      </Button>
      {flow.found ? (
        <FactList
          aria-label={t.captainNew}
          facts={[
            {
              label: t.captainNew,
              value: `${flow.found.name} ${maskMobile(flow.found.mobile)}`,
            },
          ]}
        />
      ) : null}
      {flow.found === null ? <p className={styles.reason}>{t.captainNotFound}</p> : null}
      <Form onSubmit={flow.submit} className={styles.actions}>
        <SmsCodeField label={t.captainCode} {...flow.fields.bind('code')} onSend={flow.sendCode} />
        {flow.bill ? (
          <p className={styles.muted}>{t.captainCodeTo(flow.bill.mobileMasked)}</p>
        ) : null}
        {flow.chooseError ? (
          <p className={styles.reason} role="alert">
            {flow.chooseError}
          </p>
        ) : null}
        <SubmitButton>{t.captainSign}</SubmitButton>
      </Form>
    </Card>
  );
}
