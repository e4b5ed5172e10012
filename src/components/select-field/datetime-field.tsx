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
import { shellProps, withDefaults } from './defaults';
import { TriggerField } from './field-shell';
import { PickerPopup } from './picker-popup';
import type { DatetimeFieldProps } from './types';
import { useControllable } from './use-controllable';
import { useFieldValidation } from './use-field-validation';
import { usePopupField } from './use-popup-field';

/** Date and time to the minute; by default nothing earlier than 3 months ago can be chosen (§5). */
export function DatetimeField(p: DatetimeFieldProps) {
  const props = withDefaults(p);
  const { label, required, disabled } = props;
  const [current, setCurrent] = useControllable(props.value, () => props.defaultValue ?? null);
  const popup = usePopupField(disabled);
  const display = displayDatetime(current);
  const error = useFieldValidation({
    ref: props.ref,
    label,
    required,
    empty: display === null,
    error: props.error,
    focus: popup.focus,
    open: popup.open,
  });
  const confirm = (date: Date) => {
    const value = formatPickedDatetime(date);
    setCurrent(value);
    props.onChange?.(value);
    popup.close();
  };
  return (
    <TriggerField
      {...shellProps(props)}
      display={display}
      error={error}
      expanded={popup.visible}
      onOpen={popup.open}
      buttonRef={popup.buttonRef}
    >
      <DatetimePicker
        key={popup.openCount}
        visible={popup.visible}
        title={props.title ?? label}
        initial={parseDate(current)}
        min={props.min}
        max={props.max}
        onCancel={popup.close}
        onConfirm={confirm}
      />
    </TriggerField>
  );
}

interface DatetimePickerProps {
  visible: boolean;
  title: string;
  initial: Date | null;
  min: DateInput;
  max: DateInput;
  onCancel: () => void;
  onConfirm: (value: Date) => void;
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
