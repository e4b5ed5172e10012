import { BankField } from '@/components/bank-search-popup';
/**
 * /i/bank/add?back=: the holder (the driver's real name, not editable), the bank (BankSearchPopup)
 * and the number, grouped by 4 as typed; 下一步 checks it and goes on to the confirmation.
 */
import { Page } from '@/components/card';
import { Form, SubmitButton, TextField } from '@/components/form';
import { useUserDetail } from '@/hooks/shared-reads';
import styles from '../components/bank.module.css';
import { useAddCardForm } from '../hooks/use-add-card-form';
import { bankMessages as t } from '../messages';

export function BankAddScreen() {
  const { data: user } = useUserDetail();
  const { fields, pickBank, typeCardNo, submit } = useAddCardForm();
  const card = fields.bind('cardNo');
  return (
    <Page as="div">
      <Form onSubmit={submit}>
        <TextField
          label={t.holder}
          value={user?.realName ?? user?.name ?? ''}
          onChange={() => undefined}
          readOnly
        />
        <p className={styles.note}>{t.holderNote}</p>
        <BankField
          label={t.bank}
          value={fields.values.bankName}
          error={fields.errors.bankName ?? null}
          required={fields.required('bankName')}
          onPick={pickBank}
          onBlur={() => fields.touch('bankName')}
        />
        <TextField
          label={t.cardNo}
          placeholder={t.cardNoPlaceholder}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          {...card}
          onChange={typeCardNo}
        />
        <SubmitButton>{t.next}</SubmitButton>
      </Form>
    </Page>
  );
}

export default BankAddScreen;
