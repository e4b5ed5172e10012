import { type Ref, useImperativeHandle, useState } from 'react';
import { requiredMessage } from './messages';
import type { SelectFieldHandle } from './types';

interface ValidationInput {
  ref: Ref<SelectFieldHandle> | undefined;
  label: string;
  required: boolean;
  empty: boolean;
  error: string | null | undefined;
  /** The driver opened the picker and left it (the form convention's blur). */
  visited?: boolean;
  focus: () => void;
  open: () => void;
}

/**
 * The imperative handle and the message to show. The required message appears once the driver has
 * left the field (closed its picker) or after `validate()` — a pristine form is not red — and goes
 * away as soon as something is chosen.
 */
export function useFieldValidation({
  ref,
  label,
  required,
  empty,
  error,
  visited = false,
  focus,
  open,
}: ValidationInput): string | null {
  const [checked, setChecked] = useState(false);
  useImperativeHandle(
    ref,
    () => ({
      validate() {
        setChecked(true);
        return !(required && empty);
      },
      focus,
      open,
    }),
    [required, empty, focus, open],
  );
  if (error) return error;
  return (checked || visited) && required && empty ? requiredMessage(label) : null;
}
