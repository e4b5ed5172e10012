/** /collectionaccount/add: account name, bank (the kit's BankField), card number grouped by 4. */
import { BankField } from '@/components/bank-search-popup';
import { Checkbox, Form, SubmitButton, TextField } from '@/components/form';
import { groupCardNo } from '@/lib/domain/bank-card';
import { useAddAccount } from '../hooks/use-add-account';
import { accountMessages as t } from '../messages';
import { Card, Page } from '@/components/card';

export function CollectionAccountAddScreen() {
  const { fields, submit } = useAddAccount();
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
          <BankField
            label={t.bank}
            value={fields.values.bankName}
            error={fields.errors.bankName ?? null}
            required={fields.required('bankName')}
            onPick={(b) => fields.set('bankName', b.bankNameShort)}
            onBlur={() => fields.touch('bankName')}
          />
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
    </Page>
  );
}

export default CollectionAccountAddScreen;
