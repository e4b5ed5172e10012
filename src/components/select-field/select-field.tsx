import { ActionSheetField } from './action-sheet-field';
import { ButtonGroupField } from './button-group-field';
import { DateRangeField } from './date-range-field';
import { DatetimeField } from './datetime-field';
import { RegionField } from './region-field';
import { SearchField } from './search-field';
import type { SelectFieldProps } from './types';

/**
 * A form field that picks a value with one of six pickers, chosen by `kind`: `dateRange`,
 * `datetime`, `buttonGroup`, `actionSheet`, `search` (remote autocomplete) and `region`.
 * Controlled with `value`/`onChange`, or uncontrolled from `defaultValue` or the options marked
 * `selected`. Required by default: `ref.current.validate()` shows 请选择<label> while empty.
 */
export function SelectField(props: SelectFieldProps) {
  switch (props.kind) {
    case 'dateRange':
      return <DateRangeField {...props} />;
    case 'datetime':
      return <DatetimeField {...props} />;
    case 'buttonGroup':
      return <ButtonGroupField {...props} />;
    case 'actionSheet':
      return <ActionSheetField {...props} />;
    case 'search':
      return <SearchField {...props} />;
    case 'region':
      return <RegionField {...props} />;
  }
}
