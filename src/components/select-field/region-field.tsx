import { shellProps, withDefaults } from './defaults';
import { TriggerField } from './field-shell';
import { RegionPicker } from './region-picker';
import { loadRegionsFromPlatform } from './region-source';
import type { RegionFieldProps, RegionValue } from './types';
import { useControllable } from './use-controllable';
import { useFieldValidation } from './use-field-validation';
import { usePopupField } from './use-popup-field';
import { useRegionLists } from './use-region-lists';

/** Shown as 省 市 区 joined by spaces, e.g. 河北省 石家庄市 长安区. */
export function regionText(value: RegionValue | null | undefined): string | null {
  return value && value.length > 0 ? value.map((r) => r.label).join(' ') : null;
}

/** Province → city → district, each level loaded when it is needed. */
export function RegionField(p: RegionFieldProps) {
  const props = withDefaults(p);
  const { label, required, disabled } = props;
  const [current, setCurrent] = useControllable(props.value, () => props.defaultValue ?? null);
  const popup = usePopupField(disabled);
  const lists = useRegionLists(props.loadRegions ?? loadRegionsFromPlatform);
  const display = regionText(current);
  const error = useFieldValidation({
    ref: props.ref,
    label,
    required,
    empty: display === null,
    error: props.error,
    focus: popup.focus,
    open: popup.open,
  });
  const confirm = (value: RegionValue) => {
    setCurrent(value);
    props.onChange?.(value);
    popup.close();
  };
  return (
    <TriggerField
      {...shellProps(props)}
      display={display}
      error={error}
      expanded={popup.visible}
      onOpen={popup.open}
      buttonRef={popup.buttonRef}
    >
      <RegionPicker
        key={popup.openCount}
        visible={popup.visible}
        title={props.title ?? label}
        initial={current}
        {...lists}
        onCancel={popup.close}
        onConfirm={confirm}
      />
    </TriggerField>
  );
}
