/**
 * The frame and the fake native agree on the platform: choosing a phone tells the native which
 * one it is; a native switched to another platform (a scenario file, a script) changes the phone.
 */
import { DEVICE_PRESETS, presetForPlatform, type DevicePresetId } from '../device/device-presets';
import { native, nativeRestored } from './native';
import { uiSettings } from './ui-settings';

export function choosePreset(id: DevicePresetId): void {
  uiSettings.set({ preset: id });
  native.controls.device.set(DEVICE_PRESETS[id].device);
}

function follow(): void {
  const current = uiSettings.get().preset;
  const wanted = presetForPlatform(native.state.device.platform, current);
  if (wanted !== current) uiSettings.set({ preset: wanted });
}

export function startDeviceSync(): void {
  if (nativeRestored) follow();
  else native.controls.device.set(DEVICE_PRESETS[uiSettings.get().preset].device);
  native.subscribe(follow);
}
