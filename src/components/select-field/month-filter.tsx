import dayjs from 'dayjs';
import { useState } from 'react';
import { DATE_RANGE_YEARS } from '@/lib/domain/dates';
import { monthLabel } from '@/lib/domain/quantity';
import { MonthPicker } from './month-picker';
import { selectFieldMessages as t } from './messages';
import styles from './month-filter.module.css';

/** §5: the past 10 years up to this month. */
function monthLimits() {
  const now = dayjs();
  return {
    min: now.subtract(DATE_RANGE_YEARS, 'year').startOf('month'),
    max: now.endOf('month'),
  };
}

const monthText = monthLabel;

/**
 * The month of a list (wallet records, fuel bills and orders): ‹ and › step a month, the month
 * itself opens the month picker, 全部 shows every month.
 */
export function MonthFilter({
  month,
  onChange,
}: {
  month: string | null;
  onChange: (month: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  const { min, max } = monthLimits();
  const current = month ? dayjs(`${month}-01`) : null;
  const step = (n: number) => current && onChange(current.add(n, 'month').format('YYYY-MM'));
  return (
    <div role="group" aria-label={t.month} className={styles.group}>
      <button
        type="button"
        className={styles.step}
        aria-label={t.prevMonth}
        disabled={!current || !current.subtract(1, 'month').isAfter(min.subtract(1, 'day'))}
        onClick={() => step(-1)}
      >
        ‹
      </button>
      <button
        type="button"
        className={styles.monthButton}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened((n) => n + 1);
          setOpen(true);
        }}
      >
        {month ? monthText(month) : t.pickMonth}
      </button>
      <button
        type="button"
        className={styles.step}
        aria-label={t.nextMonth}
        disabled={!current || !current.add(1, 'month').isBefore(max)}
        onClick={() => step(1)}
      >
        ›
      </button>
      <button
        type="button"
        className={styles.all}
        aria-pressed={month === null}
        aria-label={t.allMonths}
        onClick={() => onChange(null)}
      >
        {t.all}
      </button>
      <MonthPicker
        key={opened}
        visible={open}
        title={t.pickMonth}
        initial={(current ?? dayjs()).toDate()}
        limits={{ min: min.toDate(), max: max.toDate() }}
        onCancel={() => setOpen(false)}
        onConfirm={(d) => {
          setOpen(false);
          onChange(dayjs(d).format('YYYY-MM'));
        }}
      />
    </div>
  );
}
