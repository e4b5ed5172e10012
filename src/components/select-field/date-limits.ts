/** The pickers' date limits (§5) and value formats (§9), with dayjs. */
import dayjs from 'dayjs';
import {
  DATE_FORMAT,
  DATETIME_FORMAT,
  dateRangeLimits as domainDateRangeLimits,
  datetimeMinDefault,
  type DateInput,
} from '@/lib/domain/dates';
import type { DateRangeValue } from './types';

/** How the datetime field shows its value: the picker goes to the minute. */
const DATETIME_DISPLAY_FORMAT = 'YYYY-MM-DD HH:mm';

/** The datetime picker's default maximum: 10 years ahead (antd-mobile's own default). */
const DATETIME_MAX_YEARS = 10;

export interface DateLimits {
  min: Date;
  max: Date;
}

function toDate(input: DateInput, fallback: Date): Date {
  if (input === undefined || input === null || input === '') return fallback;
  const d = dayjs(input);
  return d.isValid() ? d.toDate() : fallback;
}

/** Date range: from the start of the day 10 years ago to the end of today, unless given. */
export function dateRangeLimits(
  options: { min?: DateInput; max?: DateInput } = {},
  now: DateInput = new Date(),
): DateLimits {
  const defaults = domainDateRangeLimits(now);
  const min = dayjs(toDate(options.min, defaults.min)).startOf('day').toDate();
  const max = dayjs(toDate(options.max, defaults.max)).endOf('day').toDate();
  return max < min ? { min, max: dayjs(min).endOf('day').toDate() } : { min, max };
}

/** Datetime: from 3 months ago (to the minute, rounded up so the limit itself is allowed). */
export function datetimeLimits(
  options: { min?: DateInput; max?: DateInput } = {},
  now: DateInput = new Date(),
): DateLimits {
  const rawMin = dayjs(toDate(options.min, datetimeMinDefault(now)));
  const min = rawMin.second() || rawMin.millisecond() ? rawMin.add(1, 'minute') : rawMin;
  const fallbackMax = dayjs(now).add(DATETIME_MAX_YEARS, 'year').toDate();
  const max = toDate(options.max, fallbackMax);
  const minDate = min.startOf('minute').toDate();
  return max < minDate ? { min: minDate, max: minDate } : { min: minDate, max };
}

export function clampDate(date: Date, { min, max }: DateLimits): Date {
  if (date < min) return min;
  if (date > max) return max;
  return date;
}

export function startOfDay(date: Date): Date {
  return dayjs(date).startOf('day').toDate();
}

/** A stored value read back as a Date; null when missing or unreadable. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = dayjs(value);
  return d.isValid() ? d.toDate() : null;
}

export function formatPickedDate(date: Date): string {
  return dayjs(date).format(DATE_FORMAT);
}

/** Seconds are always 00: the picker goes to the minute. */
export function formatPickedDatetime(date: Date): string {
  return dayjs(date).second(0).millisecond(0).format(DATETIME_FORMAT);
}

export function displayDatetime(value: string | null | undefined): string | null {
  const d = parseDate(value);
  return d ? dayjs(d).format(DATETIME_DISPLAY_FORMAT) : null;
}

export function displayDateRange(value: DateRangeValue | null | undefined, separator: string) {
  if (!value) return null;
  const [start, end] = value.map(parseDate);
  if (!start || !end) return null;
  return `${formatPickedDate(start)} ${separator} ${formatPickedDate(end)}`;
}
