export { SelectField } from './select-field';
export { MonthPicker } from './month-picker';
export { MonthFilter } from './month-filter';
export type {
  ActionSheetFieldProps,
  ButtonGroupFieldProps,
  DateRangeFieldProps,
  DateRangeValue,
  DatetimeFieldProps,
  MultipleButtonGroupFieldProps,
  RegionFieldProps,
  RegionLoader,
  RegionValue,
  SearchFieldProps,
  SearchOptions,
  SelectFieldBaseProps,
  SelectFieldHandle,
  SelectFieldKind,
  SelectFieldProps,
  SelectOption,
  SingleButtonGroupFieldProps,
} from './types';
export {
  clampDate,
  dateRangeLimits,
  datetimeLimits,
  displayDateRange,
  displayDatetime,
  type DateLimits,
} from './date-limits';
export { requiredMessage, selectFieldMessages } from './messages';
export { loadRegionsFromPlatform } from './region-source';
export { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from './use-remote-search';
