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
// The pieces the kit's other pickers are built from (DateField): not for screens.
export { DateWheel } from './date-wheel';
export { TriggerField } from './field-shell';
export { PickerPopup, type PickerDialogProps } from './picker-popup';
export { usePickerField } from './use-picker-field';
export { formatPickedDate, parseDate } from './date-limits';
export { loadRegionsFromPlatform } from './region-source';
export { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from './use-remote-search';
