import { useRef, useState } from 'react';
import { requiredMessage, TriggerField } from '@/components/select-field';
import { BankSearchPopup } from './bank-search-popup';
import { bankSearchMessages as m } from './messages';
import type { BankSearch, BankSearchResult } from './types';

export interface BankFieldProps {
  /** Default 开户银行. */
  label?: string;
  /** The bank's short name, '' until one is picked. */
  value: string;
  /** Default 请选择<label>. */
  placeholder?: string;
  /** The form's message (useFormFields' bind gives it), shown beside the field. */
  error?: string | null;
  /** The red * before anything is submitted; default true. */
  required?: boolean;
  disabled?: boolean;
  /** The driver picked a bank in the search panel. */
  onPick: (bank: BankSearchResult) => void;
  /** The panel closed, a bank picked or not: the driver has left the field. */
  onBlur?: () => void;
  /** Default: the platform's bankContrast/search (§7.2). */
  search?: BankSearch;
}

/**
 * 开户银行 as a form field of the kit (label above with its *, the name in the 52 px box, the
 * message beside it): a tap opens the BankSearchPopup (§2.6) sliding in from the right. The box
 * shows the bank's name, never its code.
 */
export function BankField({
  label = m.fieldLabel,
  value,
  placeholder,
  error = null,
  required = true,
  disabled = false,
  onPick,
  onBlur,
  search,
}: BankFieldProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    onBlur?.();
  };
  return (
    <TriggerField
      label={label}
      required={required}
      disabled={disabled}
      display={value || null}
      placeholder={placeholder ?? requiredMessage(label)}
      error={error}
      expanded={open}
      onOpen={() => setOpen(true)}
      buttonRef={buttonRef}
    >
      <BankSearchPopup
        visible={open}
        {...(search ? { search } : {})}
        onSelect={onPick}
        onClose={close}
      />
    </TriggerField>
  );
}
