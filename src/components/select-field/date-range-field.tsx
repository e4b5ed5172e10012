import { useId, useState } from 'react';
import type { DateInput } from '@/lib/domain/dates';
import {
  clampDate,
  dateRangeLimits,
  displayDateRange,
  formatPickedDate,
  parseDate,
  startOfDay,
} from './date-limits';
import { DateWheel } from './date-wheel';
import { TriggerField } from './field-shell';
import { selectFieldMessages as m } from './messages';
import { type PickerDialogProps, PickerPopup } from './picker-popup';
import styles from './select-field.module.css';
import type { DateRangeFieldProps, DateRangeValue } from './types';
import { usePickerField } from './use-picker-field';

/** Start and end dates within the past 10 years up to today (§5); the end never precedes the start. */
export function DateRangeField(p: DateRangeFieldProps) {
  const { props, current, display, popup, confirm, trigger } = usePickerField<DateRangeValue>(
    p,
    (value) => displayDateRange(value, m.rangeSeparator),
  );
  return (
    <TriggerField {...trigger}>
      <DateRangePicker
        key={popup.openCount}
        visible={popup.visible}
        title={props.title ?? props.label}
        initial={display ? current : null}
        min={p.min}
        max={p.max}
        onCancel={popup.close}
        onConfirm={confirm}
      />
    </TriggerField>
  );
}

interface DateRangePickerProps extends PickerDialogProps<
  DateRangeValue,
  DateRangeValue | null | undefined
> {
  min: DateInput;
  max: DateInput;
}

/** Two tabs, 开始日期 and 结束日期, over one wheel; the end's wheel starts at the chosen start. */
function DateRangePicker({
  visible,
  title,
  initial,
  min,
  max,
  onCancel,
  onConfirm,
}: DateRangePickerProps) {
  const [limits] = useState(() => dateRangeLimits({ min, max }));
  const [range, setRange] = useState<readonly [Date, Date]>(() => {
    const start = startOfDay(clampDate(parseDate(initial?.[0]) ?? new Date(), limits));
    const end = startOfDay(clampDate(parseDate(initial?.[1]) ?? start, limits));
    return [start, end < start ? start : end];
  });
  const [editing, setEditing] = useState<0 | 1>(0);
  const base = useId();
  const [start, end] = range;
  const change = (picked: Date) => {
    const date = startOfDay(picked);
    setRange(
      editing === 0 ? [date, end < date ? date : end] : [start, date < start ? start : date],
    );
  };
  const tabs = [
    { name: m.rangeStart, date: start },
    { name: m.rangeEnd, date: end },
  ] as const;
  return (
    <PickerPopup
      visible={visible}
      title={title}
      onCancel={onCancel}
      onConfirm={() => onConfirm([formatPickedDate(start), formatPickedDate(end)])}
    >
      <div role="tablist" aria-label={title} className={styles.rangeTabs}>
        {tabs.map((tab, index) => (
          <button
            key={tab.name}
            id={`${base}-tab-${index}`}
            type="button"
            role="tab"
            className={styles.rangeTab}
            aria-selected={editing === index}
            aria-controls={`${base}-panel`}
            onClick={() => setEditing(index as 0 | 1)}
          >
            <span className={styles.rangeTabName}>{tab.name}</span>
            <span className={styles.rangeTabDate}>{formatPickedDate(tab.date)}</span>
          </button>
        ))}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-tab-${editing}`}>
        <DateWheel
          key={editing}
          value={editing === 0 ? start : end}
          onChange={change}
          limits={editing === 0 ? limits : { min: start, max: limits.max }}
          precision="day"
        />
      </div>
    </PickerPopup>
  );
}
