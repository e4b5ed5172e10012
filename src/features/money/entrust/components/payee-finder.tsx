import { useState } from 'react';
import { Button, FieldError, TextField } from '@/components/form';
import type { CollectionAccount } from '@/lib/contract/money/collection-account';
import { usePayeeFinder } from '../hooks/use-payee-finder';
import { entrustMessages as t } from '../messages';
import styles from './entrust.module.css';

/** Finds another payee by mobile; his accounts replace the captain's in the form. */
export function PayeeFinder({
  onFound,
}: {
  onFound: (accounts: readonly CollectionAccount[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const { fields, problem, lookUp } = usePayeeFinder(onFound);
  if (!open) {
    return (
      <button type="button" className={styles.link} onClick={() => setOpen(true)}>
        {t.otherPayee}
      </button>
    );
  }
  return (
    <div className={styles.finder}>
      <TextField
        label={t.otherMobile}
        type="tel"
        inputMode="numeric"
        maxLength={11}
        {...fields.bind('mobile')}
      />
      <FieldError id="entrust-payee-problem" message={problem} />
      <Button variant="secondary" onClick={lookUp}>
        {t.otherFind}
      </Button>
    </div>
  );
}
