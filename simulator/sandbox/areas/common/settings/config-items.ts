/**
 * The system configuration items (§7.1 pbc/sysConfigItem) as this sandbox holds them: the catalogue
 * (catalog.ts) with the values a tester set (`sb.control.settings.setConfigItem`, `POST
 * /__sandbox/settings/config-item`, the simulator's scenario) — e.g. the electronic-fence detection
 * interval and the driver trail interval the app reads once after login.
 */
import type { SysConfigItem } from '@/lib/contract/common/sys-config';
import { body, need } from '../../../control/args';
import { ControlError, controlOp } from '../../../control/op';
import type { Db } from '../../../store/db';
import { areaKey } from '../../slice';
import { SYS_CONFIG_ITEMS } from './catalog';

export interface SettingsTables {
  /** itemKey → the value a tester set (absent: the catalogue's). */
  itemValues: Record<string, string>;
}

export const settingsArea = areaKey<SettingsTables>('common/settings');

export function configItems(db: Db): SysConfigItem[] {
  const set = db.area(settingsArea).itemValues;
  return SYS_CONFIG_ITEMS.map((i) => ({ ...i, itemValue: set[i.itemKey] ?? i.itemValue }));
}

export const settingsControl = [
  controlOp(
    'settings.configItems',
    ({ db }) =>
      (): SysConfigItem[] =>
        configItems(db),
    {
      route: 'GET settings/config-items',
    },
  ),
  controlOp(
    'settings.setConfigItem',
    ({ db, save }) =>
      (itemKey: string, itemValue: string): SysConfigItem => {
        const item = SYS_CONFIG_ITEMS.find((i) => i.itemKey === itemKey);
        if (!item) throw new ControlError(404, { error: `no config item ${itemKey}` });
        db.area(settingsArea).itemValues[itemKey] = itemValue;
        save();
        return configItems(db).find((i) => i.itemKey === itemKey)!;
      },
    {
      route: 'POST settings/config-item',
      args: async (i) => {
        const b = await body(i);
        if (typeof b.itemValue !== 'string' && typeof b.itemValue !== 'number') {
          throw new ControlError(400, { error: 'itemValue is required' });
        }
        return [need(b.itemKey, 'itemKey'), String(b.itemValue)];
      },
    },
  ),
] as const;
