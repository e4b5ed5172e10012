import { useRef } from 'react';
import { Form, MobileField, SmsCodeField, SubmitButton } from '@/components/form';
import type { ContractDocument } from '@/lib/contract/supply/e-contract';
import { maskMobile } from '@/lib/domain/mobile';
import type { ContractQuery } from '../hooks/use-contract-document';
import { useSignFlow } from '../hooks/use-sign-flow';
import { eContractMessages as t } from '../messages';
import styles from './e-contract.module.css';
import { SignaturePad, type SignaturePadHandle } from './signature-pad';

/** The signature, the SMS confirmation where the contract asks for it, and 确认签署. */
export function SignForm({ doc, carried }: { doc: ContractDocument; carried: ContractQuery }) {
  const pad = useRef<SignaturePadHandle>(null);
  const flow = useSignFlow(doc, carried, pad);
  const { bind } = flow.fields;
  return (
    <Form onSubmit={flow.submit} className={styles.page}>
      <section className={styles.card} aria-label={t.infoSection}>
        <h1 className={styles.title}>{doc.title}</h1>
        <span className={styles.kind}>
          {t.contractNo} {doc.contractNo}
        </span>
      </section>
      <SignaturePad ref={pad} error={flow.padError} onStroke={flow.clearPadError} />
      {doc.needSms ? (
        <section className={styles.card} aria-label={t.smsSection}>
          <p className={styles.hint}>
            {flow.ownPhone ? t.smsHint(maskMobile(flow.phone)) : t.smsMobileHint}
          </p>
          {flow.ownPhone ? null : <MobileField label={t.signerMobile} {...bind('mobile')} />}
          <SmsCodeField {...bind('code')} onSend={flow.send} />
        </section>
      ) : null}
      {flow.refusal ? (
        <p className={styles.refusal} role="alert">
          {flow.refusal}
        </p>
      ) : null}
      <SubmitButton>{t.submit}</SubmitButton>
    </Form>
  );
}
