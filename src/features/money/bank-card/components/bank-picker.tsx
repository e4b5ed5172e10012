import { useId, useState } from 'react';
import { BankSearchPopup, type BankSearchResult } from '@/components/bank-search-popup';
import { FieldError } from '@/components/form';
import { bankMessages as t } from '../messages';
import styles from './bank.module.css';

/** 开户银行: a row that opens the kit's BankSearchPopup (sliding in from the right). */
export function BankPicker({
  value,
  error,
  onPick,
}: {
  value: string;
  error: string | null;
  onPick: (bank: BankSearchResult) => void;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.picker}>
      <span className={styles.pickerLabel} id={`${id}-label`}>
        {t.bank}
      </span>
      <button
        type="button"
        className={error ? `${styles.pickerButton} ${styles.pickerInvalid}` : styles.pickerButton}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={error ? errorId : undefined}
        onClick={() => setOpen(true)}
      >
        <span id={`${id}-value`} className={value ? undefined : styles.placeholder}>
          {value || t.bankPlaceholder}
        </span>
      </button>
      <FieldError id={errorId} message={error} />
      <BankSearchPopup visible={open} onSelect={onPick} onClose={() => setOpen(false)} />
    </div>
  );
}
