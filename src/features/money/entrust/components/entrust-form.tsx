import { Form, SmsCodeField, SubmitButton, TextAreaField } from '@/components/form';
import type { CollectionAccount } from '@/lib/contract/money/collection-account';
import { maskMobile } from '@/lib/domain/mobile';
import { useEntrustForm } from '../hooks/use-entrust-form';
import { entrustMessages as t } from '../messages';
import { PayeeAccounts } from './payee-accounts';
import styles from './entrust.module.css';
import { Card } from '@/components/card';

/** The payee account, remark and code of a new entrustment (its default: the captain's default). */
export function EntrustForm({
  waybillId,
  accounts,
}: {
  waybillId: string;
  accounts: readonly CollectionAccount[];
}) {
  const first = accounts.find((a) => a.isDefault) ?? accounts[0] ?? null;
  const { fields, sendCode, submit, choose, mobile } = useEntrustForm(waybillId, first);
  return (
    <Card title={t.payeeTitle}>
      <Form onSubmit={submit}>
        <PayeeAccounts
          accounts={accounts}
          value={fields.values.accountId}
          onChoose={(a) => choose(a.id, a.ownerId)}
          error={fields.errors.accountId}
        />
        <TextAreaField
          label={t.remark}
          placeholder={t.remarkPlaceholder}
          max={100}
          {...fields.bind('remark')}
        />
        <SmsCodeField {...fields.bind('code')} label={t.code} onSend={sendCode} />
        <p className={styles.muted}>{t.codeTo(maskMobile(mobile))}</p>
        <SubmitButton>{t.submit}</SubmitButton>
      </Form>
    </Card>
  );
}
