import { shellProps, withDefaults } from './defaults';
import { TriggerField } from './field-shell';
import { PickerPopup } from './picker-popup';
import styles from './select-field.module.css';
import type { ActionSheetFieldProps, SelectOption } from './types';
import { initialValue } from './options';
import { useControllable } from './use-controllable';
import { useFieldValidation } from './use-field-validation';
import { usePopupField } from './use-popup-field';

/** The choices slide up as an action sheet with 取消 below them; a tap picks and closes. */
export function ActionSheetField(p: ActionSheetFieldProps) {
  const props = withDefaults(p);
  const { label, required, disabled, options, onChange } = props;
  const [current, setCurrent] = useControllable(props.value, () =>
    props.defaultValue !== undefined ? props.defaultValue : initialValue(options),
  );
  const popup = usePopupField(disabled, props.onBlur);
  const chosen = options.find((o) => o.value === current) ?? null;
  const error = useFieldValidation({
    ref: props.ref,
    label,
    required,
    empty: chosen === null,
    error: props.error,
    visited: popup.visited,
    focus: popup.focus,
    open: popup.open,
  });
  const pick = (option: SelectOption) => {
    setCurrent(option.value);
    onChange?.(option.value, option);
    popup.close();
  };
  const focusIndex = Math.max(
    0,
    options.findIndex((o) => (chosen ? o.value === chosen.value : !o.disabled)),
  );
  return (
    <TriggerField
      {...shellProps(props)}
      display={chosen?.label ?? null}
      error={error}
      expanded={popup.visible}
      onOpen={popup.open}
      buttonRef={popup.buttonRef}
    >
      <PickerPopup
        visible={popup.visible}
        title={props.title ?? label}
        onCancel={popup.close}
        variant="sheet"
      >
        <div className={styles.sheetList}>
          {options.map((option, index) => (
            <button
              key={option.value}
              type="button"
              className={styles.sheetItem}
              aria-pressed={option.value === chosen?.value}
              disabled={option.disabled}
              data-autofocus={index === focusIndex ? true : undefined}
              onClick={() => pick(option)}
            >
              {option.label}
            </button>
          ))}
        </div>
      </PickerPopup>
    </TriggerField>
  );
}
