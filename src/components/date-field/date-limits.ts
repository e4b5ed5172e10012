/** The date field's limits (§5) and how it shows its value (§9 `YYYY-MM-DD`). */
import dayjs from 'dayjs';
import { DATE_FORMAT, dateRangeLimits, type DateInput } from '@/lib/domain/dates';

export interface DateLimits {
  min: Date;
  max: Date;
}

export interface DateFieldLimitOptions {
  /** Default: 10 years ago (§5). */
  min?: DateInput;
  /** Default: today (§5). */
  max?: DateInput;
}

/** From the start of `min`'s day to the end of `max`'s; §5's past 10 years up to today by default. */
export function dateFieldLimits(
  options: DateFieldLimitOptions = {},
  now: DateInput = new Date(),
): DateLimits {
  const defaults = dateRangeLimits(now);
  const min = dayjs(readable(options.min) ?? defaults.min).startOf('day');
  const max = dayjs(readable(options.max) ?? defaults.max).endOf('day');
  return { min: min.toDate(), max: (max.isBefore(min) ? min.endOf('day') : max).toDate() };
}

function readable(input: DateInput): Date | null {
  if (input === undefined || input === null || input === '') return null;
  const d = dayjs(input);
  return d.isValid() ? d.toDate() : null;
}

const STRICT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The value as the field shows it: a stored or picked date as `YYYY-MM-DD`; text that is not a
 * date (what OCR read, e.g. 长期) as it is, so nothing filled in is hidden; null when empty.
 */
export function displayDate(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const d = dayjs(text);
  if (!d.isValid()) return text;
  // A full date keeps its own digits (dayjs would roll 2024-02-30 over into March).
  return STRICT.test(text) ? text : d.format(DATE_FORMAT);
}

/** Where the wheels start: the value's day when it is a date, else today; always within limits. */
export function startDate(value: string | null | undefined, limits: DateLimits, now = new Date()) {
  const d = value && STRICT.test(value.trim()) ? dayjs(value.trim()) : null;
  const from = d?.isValid() ? d.toDate() : now;
  if (from < limits.min) return limits.min;
  if (from > limits.max) return dayjs(limits.max).startOf('day').toDate();
  return from;
}
