import { TriggerField } from './field-shell';
import { RegionPicker } from './region-picker';
import { loadRegionsFromPlatform } from './region-source';
import type { RegionFieldProps, RegionValue } from './types';
import { usePickerField } from './use-picker-field';
import { useRegionLists } from './use-region-lists';

/** Shown as 省 市 区 joined by spaces, e.g. 河北省 石家庄市 长安区. */
function regionText(value: RegionValue | null | undefined): string | null {
  return value && value.length > 0 ? value.map((r) => r.label).join(' ') : null;
}

/** Province → city → district, each level loaded when it is needed. */
export function RegionField(p: RegionFieldProps) {
  const { props, current, popup, confirm, trigger } = usePickerField<RegionValue>(p, regionText);
  const lists = useRegionLists(p.loadRegions ?? loadRegionsFromPlatform);
  return (
    <TriggerField {...trigger}>
      <RegionPicker
        key={popup.openCount}
        visible={popup.visible}
        title={props.title ?? props.label}
        initial={current}
        {...lists}
        onCancel={popup.close}
        onConfirm={confirm}
      />
    </TriggerField>
  );
}
