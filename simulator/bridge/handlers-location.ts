/** getLocation / watchLocation / clearWatch over the panel's location mode. */
import type { LocationFix } from '@/lib/bridge/protocol';
import { currentFix, fixLost } from './location';
import { nativeMessages } from './messages';
import { num, str } from './params';
import { requestPermissionState } from './permissions';
import { NativeError, type HandlerTable, type Runtime } from './runtime';

type LocationHandlers = Pick<HandlerTable, 'getLocation' | 'watchLocation' | 'clearWatch'>;

/** Shortest watch interval the fake honours, so a bad param cannot flood the page. */
const MIN_WATCH_INTERVAL_MS = 200;

/** Location permission is native (§6): a first use shows the system prompt. */
function requireLocation(rt: Runtime): void {
  if (requestPermissionState(rt, 'location') !== 'granted') {
    throw new NativeError('denied', nativeMessages.locationDenied);
  }
}

/** The fix to report now, or null when positioning is off or the truck is in a tunnel. */
export function fixNow(rt: Runtime): LocationFix | null {
  const location = rt.state().location;
  if (location.mode === 'off' || fixLost(location, rt.now())) return null;
  return currentFix(location, rt.now());
}

export const locationHandlers: LocationHandlers = {
  getLocation: async (_params, rt) => {
    requireLocation(rt);
    const fix = fixNow(rt);
    if (!fix) throw new NativeError('failed', nativeMessages.locationFailed);
    return fix;
  },
  watchLocation: async (params, rt, call) => {
    const intervalMs = num(params, 'intervalMs', MIN_WATCH_INTERVAL_MS, 24 * 3_600_000);
    requireLocation(rt);
    return { watchId: rt.startWatch(intervalMs, call.page) };
  },
  clearWatch: async (params, rt) => {
    const watchId = str(params, 'watchId');
    if (!rt.stopWatch(watchId)) throw new NativeError('bad_params', nativeMessages.unknownWatch);
    return null;
  },
};
