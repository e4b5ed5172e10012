export { DateField, type DateFieldProps } from './date-field';
export { dateFieldLimits, displayDate, type DateFieldLimitOptions } from './date-limits';
