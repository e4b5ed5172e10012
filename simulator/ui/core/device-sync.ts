/**
 * The frame and the fake native agree on the platform: choosing a phone tells the native which
 * one it is; a native switched to another platform (a scenario file, a script) changes the phone.
 */
import { DEVICE_PRESETS, presetForPlatform, type DevicePresetId } from '../device/device-presets';
import { h5 } from './h5-controller';
import { native, nativeRestored } from './native';
import { uiSettings } from './ui-settings';

export function choosePreset(id: DevicePresetId): void {
  const before = DEVICE_PRESETS[uiSettings.get().preset].webview;
  uiSettings.set({ preset: id });
  native.controls.device.set(DEVICE_PRESETS[id].device);
  // Another WebView engine is another page: the H5 loads again in it.
  if (DEVICE_PRESETS[id].webview !== before) h5.reload();
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
