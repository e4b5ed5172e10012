import type { Ref } from 'react';
import { shellProps, withDefaults } from './defaults';
import type { SelectFieldBaseProps, SelectFieldHandle } from './types';
import { useControllable } from './use-controllable';
import { useFieldValidation } from './use-field-validation';
import { usePopupField } from './use-popup-field';

interface PickerFieldProps<V> extends SelectFieldBaseProps {
  value?: V | null;
  defaultValue?: V | null;
  onChange?: (value: V) => void;
  ref?: Ref<SelectFieldHandle>;
}

/**
 * What every field that opens a picker popup shares: controlled or uncontrolled value, the popup,
 * required-field validation, and the trigger's props.
 */
export function usePickerField<V>(
  p: PickerFieldProps<V>,
  displayOf: (value: V | null) => string | null,
) {
  const props = withDefaults(p);
  const [current, setCurrent] = useControllable<V | null>(
    props.value,
    () => props.defaultValue ?? null,
  );
  const popup = usePopupField(props.disabled, props.onBlur);
  const display = displayOf(current);
  const error = useFieldValidation({
    ref: props.ref,
    label: props.label,
    required: props.required,
    empty: display === null,
    error: props.error,
    visited: popup.visited,
    focus: popup.focus,
    open: popup.open,
  });
  const confirm = (value: V) => {
    setCurrent(value);
    props.onChange?.(value);
    popup.close();
  };
  const trigger = {
    ...shellProps(props),
    display,
    error,
    expanded: popup.visible,
    onOpen: popup.open,
    buttonRef: popup.buttonRef,
  };
  return { props, current, display, popup, confirm, trigger };
}
