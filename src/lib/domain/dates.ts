import dayjs, { type ConfigType } from 'dayjs';

/** §9: the two date formats of the product. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** §5: date pickers reach back 10 years; the datetime picker's default minimum is 3 months ago. */
export const DATE_RANGE_YEARS = 10;
const DATETIME_MIN_MONTHS = 3;

export type DateInput = ConfigType;

function format(input: DateInput, pattern: string): string {
  // dayjs(undefined) means "now", which must never be shown for a missing value.
  if (input === undefined || input === null || input === '') return '';
  const d = dayjs(input);
  return d.isValid() ? d.format(pattern) : '';
}

/** Local date `YYYY-MM-DD`; '' for a missing or unreadable value. */
export function formatDate(input: DateInput): string {
  return format(input, DATE_FORMAT);
}

/** Local date and time `YYYY-MM-DD HH:mm:ss`; '' for a missing or unreadable value. */
export function formatDateTime(input: DateInput): string {
  return format(input, DATETIME_FORMAT);
}

/** Date pickers: from the start of the day 10 years ago to the end of today. */
export function dateRangeLimits(now: DateInput = new Date()): { min: Date; max: Date } {
  const today = dayjs(now);
  return {
    min: today.subtract(DATE_RANGE_YEARS, 'year').startOf('day').toDate(),
    max: today.endOf('day').toDate(),
  };
}

/** The datetime picker's default minimum: the same moment 3 months ago. */
export function datetimeMinDefault(now: DateInput = new Date()): Date {
  return dayjs(now).subtract(DATETIME_MIN_MONTHS, 'month').toDate();
}
