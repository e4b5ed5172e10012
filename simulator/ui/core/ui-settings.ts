/** The simulator page's own settings (not the fake native's): frame, open panel, timeline filter. */
import { DEFAULT_PRESET, isDevicePresetId, type DevicePresetId } from '../device/device-presets';
import { loadJson, saveJson, throttled } from './persist';
import { createStore } from './store';

export const DEFAULT_H5_PATH = '/login';

export interface UiSettings {
  preset: DevicePresetId;
  panel: string;
  /** The H5 path the view opens at (kept across simulator reloads). */
  h5Path: string;
  timelineFilter: string;
  /** Fit the phone into the window height instead of showing it at 100 %. */
  fit: boolean;
}

const DEFAULTS: UiSettings = {
  preset: DEFAULT_PRESET,
  panel: 'camera',
  h5Path: DEFAULT_H5_PATH,
  timelineFilter: '',
  fit: true,
};

/** `?path=/loginPwd&device=android-small` opens the simulator there (links, automation). */
function fromQuery(): Partial<UiSettings> {
  const query = new URLSearchParams(location.search);
  const path = query.get('path');
  const device = query.get('device');
  return {
    ...(path?.startsWith('/') ? { h5Path: path } : {}),
    ...(isDevicePresetId(device) ? { preset: device } : {}),
  };
}

function initial(): UiSettings {
  const saved = loadJson<Partial<UiSettings>>('ui') ?? {};
  const merged = { ...DEFAULTS, ...saved, ...fromQuery() };
  return { ...merged, preset: isDevicePresetId(merged.preset) ? merged.preset : DEFAULT_PRESET };
}

export const uiSettings = createStore<UiSettings>(
  initial(),
  throttled((value) => saveJson('ui', value)),
);
