/** The state a fresh fake native starts from, and the section-wise deep merge of patches. */
import { BRIDGE_METHODS } from '@/lib/bridge/protocol';
import type { SimState, SimStatePatch } from './api';
import { SAMPLE_QR_TEXT } from './samples';

const DEFAULT_APP_VERSION = '1.3.0';
/** 北京 天安门. */
const DEFAULT_POSITION = { longitude: 116.397, latitude: 39.909 };
export const DEFAULT_SPEED_KMH = 60;

export function defaultSimState(): SimState {
  return {
    device: {
      platform: 'android',
      brand: 'HUAWEI',
      model: 'Mate 60',
      appVersion: DEFAULT_APP_VERSION,
      deviceId: 'SIM-ANDROID-0001',
      osVersion: '13',
      supportedMethods: [...BRIDGE_METHODS],
    },
    app: { lifecycle: 'foreground' },
    camera: { default: 'truck', queue: [], pickCount: 1 },
    gallery: { default: 'licence', queue: [], pickCount: 1 },
    qr: { mode: 'text', text: SAMPLE_QR_TEXT, image: 'qr' },
    location: {
      mode: 'fixed',
      fixed: { ...DEFAULT_POSITION },
      accuracy: 15,
      address: '北京市东城区东长安街',
      route: null,
      watches: [],
    },
    payment: {
      alipay: { outcome: 'success', delayMs: 800 },
      wechat: { outcome: 'success', delayMs: 800 },
      queue: [],
    },
    permissions: {
      camera: { state: 'granted', promptAnswer: 'grant' },
      location: { state: 'granted', promptAnswer: 'grant' },
    },
    tracking: { buffer: [], autoEverySeconds: null, autoBatch: 3 },
    share: { outcome: 'shared' },
    upload: { outcome: 'normal' },
    regulatory: {},
    faults: {
      ready: 'now',
      readyDelayMs: 300,
      loseCallback: [],
      slow: [],
      timeout: [],
      oversize: [],
      error: [],
    },
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Objects merge recursively, arrays and scalars replace; `undefined` leaves a value alone. */
function deepMerge<T>(base: T, patch: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(patch)) {
    return (patch === undefined ? base : structuredClone(patch)) as T;
  }
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    out[key] =
      isPlainObject(out[key]) && isPlainObject(value)
        ? deepMerge(out[key], value)
        : structuredClone(value);
  }
  return out as T;
}

export function mergeState(state: SimState, patch: SimStatePatch): SimState {
  return deepMerge(state, patch);
}
