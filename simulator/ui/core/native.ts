/**
 * The simulator's one fake native app. Its settings (camera outcome, location, faults...) are kept
 * in localStorage so a simulator reload comes back as it was; the timeline is not.
 */
import type { FakeNative, SimScenario, SimState } from '@sim/bridge/api';
import { createFakeNative } from '@sim/bridge/fake-native';
import { useSyncExternalStore } from 'react';
import { loadJson, saveJson, throttled } from './persist';

const STORAGE_KEY = 'native';

function create(): { native: FakeNative; restored: boolean } {
  const native = createFakeNative({});
  const saved = loadJson<SimScenario>(STORAGE_KEY);
  if (!saved) return { native, restored: false };
  try {
    native.controls.load(saved);
    return { native, restored: true };
  } catch (error) {
    console.warn('[simulator] saved settings ignored:', error);
    return { native, restored: false };
  }
}

const created = create();
export const native = created.native;
/** False on a first visit: the frame then tells the native which phone it is. */
export const nativeRestored = created.restored;

const persist = throttled(() => saveJson(STORAGE_KEY, native.controls.save('simulator')), 500);
// A version number, so React re-renders however the fake native stores its state.
let version = 0;
native.subscribe(() => {
  version += 1;
  persist(undefined);
});

const subscribe = (listener: () => void) => native.subscribe(listener);
const getVersion = () => version;

/** The fake native's state, re-rendering on every change. */
export function useSimState(): SimState {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  return native.state;
}
