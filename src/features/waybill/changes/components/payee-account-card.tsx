import { Link } from 'react-router-dom';
import { Card, FactList } from '@/components/card';
import { Form, SubmitButton, TextField } from '@/components/form';
import { paths } from '@/lib/routing/paths';
import { failedReadProps, LoadFailed, Loading } from '@/components/load-state';
import { SelectField } from '@/components/select-field';
import { searchBanks, useWaybillAccount } from '../api/waybill-changes';
import { useAccountForm } from '../hooks/use-account-form';
import { changesMessages as t } from '../messages';
import styles from './changes.module.css';

/** What the freight is paid to now: the chosen account, masked, or the platform's default. */
function CurrentAccount({ waybillId }: { waybillId: string }) {
  const read = useWaybillAccount(waybillId);
  if (read.error) return <LoadFailed title={t.accountFailed} {...failedReadProps(read)} />;
  if (read.data === undefined) return <Loading label={t.loading} lines={3} />;
  if (read.data === null) return <p className={styles.muted}>{t.accountDefault}</p>;
  return (
    <FactList
      facts={[
        { label: t.accountName, value: read.data.accountName },
        { label: t.accountBank, value: read.data.bankName },
        { label: t.accountCard, value: read.data.cardNoMasked, number: true },
        { label: t.accountUpdated, value: read.data.updateTime },
      ]}
    />
  );
}

/** The payee account of the waybill's freight, and its change. */
export function PayeeAccountCard({ waybillId }: { waybillId: string }) {
  const { fields, submit } = useAccountForm(waybillId);
  const bank = fields.values.bankName;
  return (
    <Card title={t.accountTitle}>
      <CurrentAccount waybillId={waybillId} />
      <Link className={styles.chooseLink} to={paths.collectionAccountOrderAdd.to({ waybillId })}>
        {t.accountChoose}
      </Link>
      <Form onSubmit={submit} className={styles.actions}>
        <TextField
          label={t.accountName}
          placeholder={t.accountNamePlaceholder}
          maxLength={20}
          {...fields.bind('accountName')}
        />
        <SelectField
          kind="search"
          label={t.accountBank}
          search={searchBanks}
          searchPlaceholder={t.accountBankPlaceholder}
          value={bank ? { label: bank, value: bank } : null}
          onChange={(o) => {
            fields.set('bankName', o.value);
            fields.touch('bankName');
          }}
          error={fields.errors.bankName ?? null}
        />
        <TextField
          label={t.accountCard}
          placeholder={t.accountCardPlaceholder}
          inputMode="numeric"
          autoComplete="off"
          maxLength={23}
          {...fields.bind('cardNo')}
        />
        <SubmitButton>{t.accountSave}</SubmitButton>
      </Form>
    </Card>
  );
}
