import { CalendarOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import {
  DateWheel,
  formatPickedDate,
  type PickerDialogProps,
  PickerPopup,
  type SelectFieldBaseProps,
  TriggerField,
  usePickerField,
} from '@/components/select-field';
import { dateFieldLimits, type DateFieldLimitOptions, displayDate, startDate } from './date-limits';

export interface DateFieldProps extends SelectFieldBaseProps, DateFieldLimitOptions {
  /** `YYYY-MM-DD`; '' or null is empty. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
}

/**
 * The kit's one date field: year, month and day on the picker's wheels (never the phone's own
 * date input), shown as `YYYY-MM-DD`. §5: from 10 years ago up to today unless `min`/`max` say
 * otherwise (an expiry date: `min` today). The form kit's look and convention: label above with
 * the red * (required by default), 请选择<label> once left empty, a form's `error` beside it.
 */
export function DateField(p: DateFieldProps) {
  const { props, current, popup, confirm, trigger } = usePickerField<string>(p, displayDate);
  return (
    <TriggerField {...trigger} icon={<CalendarOutline />}>
      <DatePicker
        key={popup.openCount}
        visible={popup.visible}
        title={props.title ?? props.label}
        initial={current}
        min={p.min}
        max={p.max}
        onCancel={popup.close}
        onConfirm={(date) => confirm(formatPickedDate(date))}
      />
    </TriggerField>
  );
}

type DatePickerProps = PickerDialogProps<Date, string | null> & DateFieldLimitOptions;

function DatePicker({ visible, title, initial, min, max, onCancel, onConfirm }: DatePickerProps) {
  // Mounted anew at each opening (keyed), so "today" is the day it opens.
  const [limits] = useState(() => dateFieldLimits({ min, max }));
  const [draft, setDraft] = useState(() => startDate(initial, limits));
  return (
    <PickerPopup
      visible={visible}
      title={title}
      onCancel={onCancel}
      onConfirm={() => onConfirm(draft)}
    >
      <DateWheel value={draft} onChange={setDraft} limits={limits} precision="day" />
    </PickerPopup>
  );
}
