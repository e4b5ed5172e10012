import { CheckInput, FieldError } from '@/components/form';
import type { CollectionAccount } from '@/lib/contract/money/collection-account';
import { entrustMessages as t } from '../messages';
import styles from './entrust.module.css';

/** The payee's accounts to choose from (one radio each). */
export function PayeeAccounts({
  accounts,
  value,
  onChoose,
  error,
}: {
  accounts: readonly CollectionAccount[];
  value: string;
  onChoose: (a: CollectionAccount) => void;
  error?: string | null;
}) {
  return (
    <fieldset className={styles.fieldset} aria-describedby="entrust-account-error">
      <legend className={styles.legend}>{t.account}</legend>
      {accounts.map((a) => (
        <label key={a.id} className={styles.option}>
          <CheckInput
            type="radio"
            name="entrust-account"
            checked={value === a.id}
            onChange={() => onChoose(a)}
          />
          <span>
            {`${a.ownerName} · ${a.bankName} `}
            <span data-number>{a.cardNoMasked}</span>
          </span>
        </label>
      ))}
      <FieldError id="entrust-account-error" message={error} />
    </fieldset>
  );
}
