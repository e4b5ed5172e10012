import { DatePicker } from 'antd-mobile';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DATE_RANGE_YEARS } from '@/lib/domain/dates';
import { walletMessages as t } from '../messages';
import styles from './wallet.module.css';

/** §5: the past 10 years up to this month. */
function monthLimits() {
  const now = dayjs();
  return {
    min: now.subtract(DATE_RANGE_YEARS, 'year').startOf('month'),
    max: now.endOf('month'),
  };
}

const monthText = (month: string) => dayjs(`${month}-01`).format('YYYY年MM月');

/**
 * The month of the records: ‹ and › step a month, the month itself opens a year/month picker
 * (antd-mobile's: the kit has no month precision) that also offers 全部.
 */
export function MonthFilter({
  month,
  onChange,
}: {
  month: string | null;
  onChange: (month: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const { min, max } = monthLimits();
  const current = month ? dayjs(`${month}-01`) : null;
  const step = (n: number) => current && onChange(current.add(n, 'month').format('YYYY-MM'));
  return (
    <div role="group" aria-label={t.month} className={styles.chips}>
      <button
        type="button"
        className={styles.step}
        aria-label="上个月"
        disabled={!current || !current.subtract(1, 'month').isAfter(min.subtract(1, 'day'))}
        onClick={() => step(-1)}
      >
        ‹
      </button>
      <button
        type="button"
        className={styles.monthButton}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {month ? monthText(month) : t.allMonths}
      </button>
      <button
        type="button"
        className={styles.step}
        aria-label="下个月"
        disabled={!current || !current.add(1, 'month').isBefore(max)}
        onClick={() => step(1)}
      >
        ›
      </button>
      <DatePicker
        visible={open}
        title={
          <button
            type="button"
            className={styles.chip}
            onClick={() => (setOpen(false), onChange(null))}
          >
            {t.allMonthsAction}
          </button>
        }
        precision="month"
        min={min.toDate()}
        max={max.toDate()}
        defaultValue={(current ?? dayjs()).toDate()}
        onClose={() => setOpen(false)}
        onConfirm={(d) => onChange(dayjs(d).format('YYYY-MM'))}
        destroyOnClose
      />
    </div>
  );
}
