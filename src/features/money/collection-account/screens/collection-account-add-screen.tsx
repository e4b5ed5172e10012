/** /collectionaccount/add: account name, bank (BankSearchPopup), card number grouped by 4. */
import { useState } from 'react';
import { BankSearchPopup } from '@/components/bank-search-popup';
import { Checkbox, FieldError, Form, SubmitButton, TextField } from '@/components/form';
import { groupCardNo } from '@/lib/domain/bank-card';
import styles from '../components/collection-account.module.css';
import { useAddAccount } from '../hooks/use-add-account';
import { accountMessages as t } from '../messages';
import { Card, Page } from '@/components/card';

export function CollectionAccountAddScreen() {
  const { fields, submit } = useAddAccount();
  const [picking, setPicking] = useState(false);
  const bank = fields.values.bankName;
  return (
    <Page as="div">
      <Card>
        <Form onSubmit={submit}>
          <TextField
            label={t.accountName}
            placeholder={t.accountNamePlaceholder}
            maxLength={20}
            {...fields.bind('accountName')}
          />
          <div className={styles.bankField}>
            <span className={styles.fieldLabel} id="ca-bank-label">
              {t.bank}
            </span>
            <button
              type="button"
              className={styles.bankTrigger}
              aria-labelledby="ca-bank-label ca-bank-value"
              aria-describedby="ca-bank-error"
              onClick={() => setPicking(true)}
            >
              <span id="ca-bank-value">{bank || t.bankPlaceholder}</span>
              <span aria-hidden>›</span>
            </button>
            <FieldError id="ca-bank-error" message={fields.errors.bankName} />
          </div>
          <TextField
            label={t.cardNo}
            placeholder={t.cardNoPlaceholder}
            inputMode="numeric"
            autoComplete="off"
            maxLength={23}
            {...fields.bind('cardNo')}
            onChange={(v) => fields.set('cardNo', groupCardNo(v))}
          />
          <Checkbox checked={fields.values.isDefault} onChange={(v) => fields.set('isDefault', v)}>
            {t.setDefault}
          </Checkbox>
          <SubmitButton>{t.save}</SubmitButton>
        </Form>
      </Card>
      <BankSearchPopup
        visible={picking}
        onClose={() => {
          setPicking(false);
          fields.touch('bankName');
        }}
        onSelect={(b) => {
          fields.set('bankName', b.bankNameShort);
          fields.touch('bankName');
          setPicking(false);
        }}
      />
    </Page>
  );
}

export default CollectionAccountAddScreen;
