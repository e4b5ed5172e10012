/** System configuration items (mdc pbc/sysConfigItem, §7.1). */
import { endpoint } from '../endpoint';

/**
 * Item keys this project reads (the spec names the settings, not the keys; the keys are this
 * project's choice, docs/api-contract.md). Values are strings; intervals are in seconds.
 */
export const SysConfigKey = {
  electronicFenceDetectionInterval: 'driver.electronicFence.detectionInterval',
  driverTrailInterval: 'driver.trail.uploadInterval',
  customerServicePhone: 'driver.customerService.phone',
} as const;

/** The group that holds the keys above. */
export const DRIVER_APP_CONFIG_FULL_KEY = 'driver.app';

export interface SysConfigItemValue {
  itemKey: string;
  itemValue: string;
}

export interface SysConfigItem extends SysConfigItemValue {
  id: string;
  sysConfigFullKey: string;
  itemName: string;
  remark: string | null;
}

export const sysConfig = {
  /** Unknown keys are left out of the answer. */
  findItemValueByItemKeys: endpoint<{ itemKeys: string[] }, SysConfigItemValue[]>(
    'mdc',
    'pbc/sysConfigItem/findItemValueByItemKeys',
  ),
  get: endpoint<{ id: string }, SysConfigItem>('mdc', 'pbc/sysConfigItem/get'),
  findSysConfigItemBySysConfigFullKey: endpoint<{ sysConfigFullKey: string }, SysConfigItem[]>(
    'mdc',
    'pbc/sysConfigItem/findSysConfigItemBySysConfigFullKey',
  ),
} as const;
