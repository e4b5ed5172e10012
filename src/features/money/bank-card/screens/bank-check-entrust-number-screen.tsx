/** /i/bank/checkEntrustNumber: the entrusted-account check (户名 and 卡号), and the bank's answer. */
import { Card, CardText, Page } from '@/components/card';
import { Form, SubmitButton, TextField } from '@/components/form';
import styles from '../components/bank.module.css';
import { useEntrustForm } from '../hooks/use-entrust-form';
import { bankMessages as t } from '../messages';

export function BankCheckEntrustNumberScreen() {
  const { fields, typeCardNo, submit, result } = useEntrustForm();
  return (
    <Page as="div">
      <Form onSubmit={submit}>
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
          <div role="status" aria-label={t.resultLabel}>
            <Card>
              <p className={result.matched ? styles.matched : styles.mismatched}>
                {result.matched ? t.matched : t.notMatched}
              </p>
              <CardText>{result.message}</CardText>
            </Card>
          </div>
        ) : null}
      </Form>
    </Page>
  );
}

export default BankCheckEntrustNumberScreen;
