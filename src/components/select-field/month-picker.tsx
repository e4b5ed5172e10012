import { useState } from 'react';
import { clampDate, type DateLimits } from './date-limits';
import { DateWheel } from './date-wheel';
import { type PickerDialogProps, PickerPopup } from './picker-popup';

/**
 * A year and month (records by month, statements): the kit's date wheels to the month inside the
 * kit's picker popup, nothing outside `limits` (a screen passes the §5 ten years up to now). Key
 * it per opening so each opening starts from `initial`.
 */
export function MonthPicker({
  visible,
  title,
  initial,
  limits,
  onCancel,
  onConfirm,
}: PickerDialogProps<Date> & { limits: DateLimits }) {
  const [draft, setDraft] = useState(() => clampDate(initial ?? new Date(), limits));
  return (
    <PickerPopup
      visible={visible}
      title={title}
      onCancel={onCancel}
      onConfirm={() => onConfirm(draft)}
    >
      <DateWheel value={draft} onChange={setDraft} limits={limits} precision="month" />
    </PickerPopup>
  );
}
