/** /i/bank/checkEntrustNumber: the entrusted-account check (户名 and 卡号), and the bank's answer. */
import { cardStyles } from '@/components/card';
import { Form, SubmitButton, TextField } from '@/components/form';
import styles from '../components/bank.module.css';
import { useEntrustForm } from '../hooks/use-entrust-form';
import { bankMessages as t } from '../messages';

export function BankCheckEntrustNumberScreen() {
  const { fields, typeCardNo, submit, result } = useEntrustForm();
  return (
    <Form onSubmit={submit} className={cardStyles.page}>
      <p className={styles.note}>{t.entrustNote}</p>
      <TextField
        label={t.accountName}
        placeholder={t.accountNamePlaceholder}
        maxLength={20}
        {...fields.bind('accountName')}
      />
      <TextField
        label={t.cardNo}
        placeholder={t.cardNoPlaceholder}
        inputMode="numeric"
        maxLength={23}
        {...fields.bind('cardNo')}
        onChange={typeCardNo}
      />
      <SubmitButton>{t.entrustCheck}</SubmitButton>
      {result ? (
        <section className={cardStyles.card} aria-label={t.resultLabel} role="status">
          <p className={result.matched ? styles.matched : styles.mismatched}>
            {result.matched ? t.matched : t.notMatched}
          </p>
          <p className={cardStyles.text}>{result.message}</p>
        </section>
      ) : null}
    </Form>
  );
}

export default BankCheckEntrustNumberScreen;
