import type { Ref } from 'react';
import type { DateInput } from '@/lib/domain/dates';

/** §2.7: a choice; `selected` marks the initial choice of an uncontrolled field. */
export interface SelectOption {
  label: string;
  value: string;
  selected?: boolean;
  disabled?: boolean;
}

/** Start and end as `YYYY-MM-DD`, end never before start. */
export type DateRangeValue = readonly [start: string, end: string];

/** Province, city and district as chosen (fewer when a region has no lower level). */
export type RegionValue = readonly SelectOption[];

/** Children of `parentCode` (provinces for null); rejects when they cannot be loaded. */
export type RegionLoader = (
  parentCode: string | null,
  signal: AbortSignal,
) => Promise<SelectOption[]>;

/** A remote autocomplete; `signal` aborts when a newer keyword replaces this one. */
export type SearchOptions = (keyword: string, signal: AbortSignal) => Promise<SelectOption[]>;

export interface SelectFieldHandle {
  /** Shows 请选择<label> when required and empty; true when the field may be submitted. */
  validate(): boolean;
  focus(): void;
  /** Opens the picker (no-op for a button group or a disabled field). */
  open(): void;
}

export interface SelectFieldBaseProps {
  /** The field's accessible name and visible label. */
  label: string;
  /** Shown while empty; default 请选择. */
  placeholder?: string;
  /** §5: form fields default to required. */
  required?: boolean;
  disabled?: boolean;
  /** An error from the form; replaces the field's own required message. */
  error?: string | null;
  /** The driver closed the picker (chose, cancelled): a form shows the field's message from then on. */
  onBlur?: () => void;
  /** Picker title; default the label. */
  title?: string;
  id?: string;
  className?: string;
  ref?: Ref<SelectFieldHandle>;
}

export interface DateRangeFieldProps extends SelectFieldBaseProps {
  kind: 'dateRange';
  value?: DateRangeValue | null;
  defaultValue?: DateRangeValue | null;
  onChange?: (value: DateRangeValue) => void;
  /** Default: 10 years ago (§5). */
  min?: DateInput;
  /** Default: today (§5). */
  max?: DateInput;
}

export interface DatetimeFieldProps extends SelectFieldBaseProps {
  kind: 'datetime';
  /** `YYYY-MM-DD HH:mm:ss` (seconds always 00). */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  /** Default: 3 months ago (§5). */
  min?: DateInput;
  /** Default: 10 years from now. */
  max?: DateInput;
}

interface OptionsFieldProps extends SelectFieldBaseProps {
  options: readonly SelectOption[];
}

export interface SingleButtonGroupFieldProps extends OptionsFieldProps {
  kind: 'buttonGroup';
  multiple?: false;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null, option: SelectOption | null) => void;
}

export interface MultipleButtonGroupFieldProps extends OptionsFieldProps {
  kind: 'buttonGroup';
  multiple: true;
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (value: string[], options: SelectOption[]) => void;
}

export type ButtonGroupFieldProps = SingleButtonGroupFieldProps | MultipleButtonGroupFieldProps;

export interface ActionSheetFieldProps extends OptionsFieldProps {
  kind: 'actionSheet';
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string, option: SelectOption) => void;
}

export interface SearchFieldProps extends SelectFieldBaseProps {
  kind: 'search';
  search: SearchOptions;
  value?: SelectOption | null;
  defaultValue?: SelectOption | null;
  onChange?: (option: SelectOption) => void;
  /** Placeholder of the search box inside the picker. */
  searchPlaceholder?: string;
}

export interface RegionFieldProps extends SelectFieldBaseProps {
  kind: 'region';
  value?: RegionValue | null;
  defaultValue?: RegionValue | null;
  onChange?: (value: RegionValue) => void;
  /** Default: the platform's region calls (`region-source.ts`). */
  loadRegions?: RegionLoader;
}

export type SelectFieldProps =
  | DateRangeFieldProps
  | DatetimeFieldProps
  | ButtonGroupFieldProps
  | ActionSheetFieldProps
  | SearchFieldProps
  | RegionFieldProps;

export type SelectFieldKind = SelectFieldProps['kind'];
