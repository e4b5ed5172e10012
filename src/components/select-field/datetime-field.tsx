import { useState } from 'react';
import type { DateInput } from '@/lib/domain/dates';
import {
  clampDate,
  datetimeLimits,
  displayDatetime,
  formatPickedDatetime,
  parseDate,
} from './date-limits';
import { DateWheel } from './date-wheel';
import { TriggerField } from './field-shell';
import { type PickerDialogProps, PickerPopup } from './picker-popup';
import type { DatetimeFieldProps } from './types';
import { usePickerField } from './use-picker-field';

/** Date and time to the minute; by default nothing earlier than 3 months ago can be chosen (§5). */
export function DatetimeField(p: DatetimeFieldProps) {
  const { props, current, popup, confirm, trigger } = usePickerField<string>(p, displayDatetime);
  return (
    <TriggerField {...trigger}>
      <DatetimePicker
        key={popup.openCount}
        visible={popup.visible}
        title={props.title ?? props.label}
        initial={parseDate(current)}
        min={p.min}
        max={p.max}
        onCancel={popup.close}
        onConfirm={(date) => confirm(formatPickedDatetime(date))}
      />
    </TriggerField>
  );
}

interface DatetimePickerProps extends PickerDialogProps<Date> {
  min: DateInput;
  max: DateInput;
}

function DatetimePicker({
  visible,
  title,
  initial,
  min,
  max,
  onCancel,
  onConfirm,
}: DatetimePickerProps) {
  // Mounted anew at each opening (keyed), so "3 months ago" is measured from the moment it opens.
  const [limits] = useState(() => datetimeLimits({ min, max }));
  const [draft, setDraft] = useState(() => clampDate(initial ?? new Date(), limits));
  return (
    <PickerPopup
      visible={visible}
      title={title}
      onCancel={onCancel}
      onConfirm={() => onConfirm(draft)}
    >
      <DateWheel value={draft} onChange={setDraft} limits={limits} precision="minute" />
    </PickerPopup>
  );
}
