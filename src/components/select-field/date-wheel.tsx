import { DatePickerView, type DatePickerViewProps } from 'antd-mobile';
import dayjs from 'dayjs';
import { type KeyboardEvent, useRef } from 'react';
import { clampDate, type DateLimits } from './date-limits';
import { selectFieldMessages as m } from './messages';
import styles from './select-field.module.css';

type Unit = keyof typeof m.units;

const UNITS: Record<DateWheelProps['precision'], Unit[]> = {
  month: ['year', 'month'],
  day: ['year', 'month', 'day'],
  minute: ['year', 'month', 'day', 'hour', 'minute'],
};

function numberOf(date: Date, unit: Unit): number {
  const d = dayjs(date);
  return unit === 'month' ? d.month() + 1 : unit === 'day' ? d.date() : d.get(unit);
}

function labelOf(unit: Unit, n: number): string {
  const text = unit === 'hour' || unit === 'minute' ? String(n).padStart(2, '0') : String(n);
  return `${text}${m.units[unit]}`;
}

const renderLabel: NonNullable<DatePickerViewProps['renderLabel']> = (type, data) =>
  type in m.units ? labelOf(type as Unit, data) : String(data);

interface DateWheelProps {
  value: Date;
  onChange: (value: Date) => void;
  limits: DateLimits;
  precision: 'month' | 'day' | 'minute';
}

/**
 * antd-mobile's date wheels, with units on every item (its hidden screen-reader buttons then say
 * 选择下一项：3月, not a bare number). Over each wheel lies a spinbutton that takes no taps, so a
 * keyboard can turn it (arrow keys) while fingers still drag the wheel. Nothing outside `limits`.
 */
export function DateWheel({ value, onChange, limits, precision }: DateWheelProps) {
  // antd-mobile's wheel echoes each value it is given back through onChange a tick later; after
  // quick key presses that echo can carry an older year and undo a press. So the wheel's own
  // changes count only once a finger, a mouse wheel or a screen reader's tap has touched it since
  // the last key press.
  const keyed = useRef(false);
  const touched = () => {
    keyed.current = false;
  };
  const turn = (unit: Unit) => (event: KeyboardEvent) => {
    const by = { ArrowUp: 1, ArrowDown: -1, PageUp: 1, PageDown: -1 }[event.key];
    if (by === undefined) return;
    event.preventDefault();
    keyed.current = true;
    onChange(clampDate(dayjs(value).add(by, unit).toDate(), limits));
  };
  const wheelChange = (picked: Date) => {
    if (!keyed.current) onChange(picked);
  };
  return (
    <div
      className={styles.wheelBox}
      onPointerDownCapture={touched}
      onTouchStartCapture={touched}
      onClickCapture={touched}
      onWheelCapture={touched}
    >
      <DatePickerView
        className={styles.wheel}
        value={value}
        onChange={wheelChange}
        min={limits.min}
        max={limits.max}
        precision={precision}
        renderLabel={renderLabel}
        mouseWheel
      />
      <div className={styles.spinners}>
        {UNITS[precision].map((unit) => {
          const n = numberOf(value, unit);
          return (
            <div
              key={unit}
              role="spinbutton"
              tabIndex={0}
              className={styles.spinner}
              aria-label={m.units[unit]}
              aria-valuenow={n}
              aria-valuetext={labelOf(unit, n)}
              onKeyDown={turn(unit)}
            />
          );
        })}
      </div>
    </div>
  );
}
