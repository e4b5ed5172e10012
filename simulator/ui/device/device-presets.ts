/**
 * The phones the simulator frames the H5 in. Like a native WebView, the H5 gets the screen minus the
 * system bars: CSS `env(safe-area-inset-*)` cannot be faked in a browser, so the view is sized
 * between the status bar and the home indicator / navigation bar instead.
 */
import type { DeviceState } from '@sim/bridge/api';
import type { Platform } from '@/lib/bridge/protocol';
import type { LegacyWebViewId } from './legacy-webview';

export type DevicePresetId =
  'ios' | 'android-small' | 'android-large' | 'android-webview-69' | 'ios-12';

export interface DevicePreset {
  id: DevicePresetId;
  label: string;
  platform: Platform;
  width: number;
  height: number;
  /** Status bar (with the notch on iOS). */
  top: number;
  /** Home indicator (iOS) or navigation bar (Android). */
  bottom: number;
  /** What the fake native reports when this frame is chosen. */
  device: Pick<DeviceState, 'platform' | 'brand' | 'model' | 'osVersion'>;
  /**
   * An old WebView (./legacy-webview.ts): its missing APIs are taken out of the H5's frame before
   * the H5's scripts run. The oldest supported ones (README "Supported WebViews").
   */
  webview?: LegacyWebViewId;
}

export const DEVICE_PRESETS: Record<DevicePresetId, DevicePreset> = {
  ios: {
    id: 'ios',
    label: 'iPhone 375×812',
    platform: 'ios',
    width: 375,
    height: 812,
    top: 44,
    bottom: 34,
    device: { platform: 'ios', brand: 'Apple', model: 'iPhone 12 mini', osVersion: '17.5' },
  },
  'android-small': {
    id: 'android-small',
    label: 'Android 小屏 360×640',
    platform: 'android',
    width: 360,
    height: 640,
    top: 24,
    bottom: 48,
    device: { platform: 'android', brand: 'Xiaomi', model: 'Redmi 9A', osVersion: '10' },
  },
  'android-large': {
    id: 'android-large',
    label: 'Android 大屏 412×915',
    platform: 'android',
    width: 412,
    height: 915,
    top: 24,
    bottom: 48,
    device: { platform: 'android', brand: 'HUAWEI', model: 'Mate 60', osVersion: '13' },
  },
  'android-webview-69': {
    id: 'android-webview-69',
    label: 'Android 9 WebView (Chrome 69) 360×640',
    platform: 'android',
    width: 360,
    height: 640,
    top: 24,
    bottom: 48,
    device: { platform: 'android', brand: 'vivo', model: 'Y93', osVersion: '9' },
    webview: 'chrome69',
  },
  'ios-12': {
    id: 'ios-12',
    label: 'iOS 12 WKWebView (Safari 12) 375×667',
    platform: 'ios',
    width: 375,
    height: 667,
    top: 20,
    bottom: 0,
    device: { platform: 'ios', brand: 'Apple', model: 'iPhone 7', osVersion: '12.0' },
    webview: 'safari12',
  },
};

export const DEVICE_PRESET_IDS = Object.keys(DEVICE_PRESETS) as DevicePresetId[];
export const DEFAULT_PRESET: DevicePresetId = 'ios';

export function isDevicePresetId(value: unknown): value is DevicePresetId {
  return typeof value === 'string' && Object.hasOwn(DEVICE_PRESETS, value);
}

/** The frame that matches a platform the fake native was switched to (e.g. by a scenario file). */
export function presetForPlatform(platform: Platform, current: DevicePresetId): DevicePresetId {
  if (DEVICE_PRESETS[current].platform === platform) return current;
  return platform === 'ios' ? 'ios' : 'android-large';
}
