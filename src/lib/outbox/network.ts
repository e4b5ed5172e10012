/**
 * Whether the phone is online. The browser's `navigator.onLine` is reliable when it says offline
 * (no network at all) but not when it says online, so the app may add the native side's view:
 * `combineNetworks` is offline when any source says so, and any source's `online` wakes the outbox.
 */
import type { NetworkSource } from './types';

export const browserNetwork: NetworkSource = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  onOnline(listener) {
    if (typeof window === 'undefined') return () => {};
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
};

export function combineNetworks(...sources: NetworkSource[]): NetworkSource {
  return {
    isOnline: () => sources.every((source) => source.isOnline()),
    onOnline(listener) {
      const stops = sources.map((source) => source.onOnline(listener));
      return () => stops.forEach((stop) => stop());
    },
  };
}
