/**
 * The driver's position from the native side (or the browser), for screens that list what is near
 * him. A refusal is a state of its own, so a screen can say that location is off instead of
 * showing an empty list; `retry` asks again (after the driver turned location on).
 */
import { useQuery } from '@tanstack/react-query';
import { bridge } from '@/lib/bridge/bridge';
import { isBridgeError } from '@/lib/bridge/bridge-error';
import { remember } from '@/lib/bridge/location-fix';
import type { LocationFix } from '@/lib/bridge/protocol';

export type LocationState =
  | { phase: 'locating' }
  | { phase: 'located'; fix: LocationFix }
  | { phase: 'denied'; message: string }
  | { phase: 'failed'; message: string };

const LOCATION_QUERY_KEY = ['bridge', 'getLocation'] as const;

/** A fix a minute old is still "near me"; the list is not re-asked on every visit. */
const FRESH_MS = 60_000;

/** `everyMs`: ask again at this interval while the screen is shown (a screen watching a fence). */
export function useCurrentLocation(
  enabled = true,
  everyMs?: number,
): LocationState & { retry: () => void } {
  const query = useQuery({
    queryKey: LOCATION_QUERY_KEY,
    ...(everyMs ? { refetchInterval: everyMs } : {}),
    queryFn: async () => {
      const fix = await bridge.call('getLocation', {});
      // The requests that follow carry this position (lib/bridge/location-fix.ts).
      remember(fix);
      return fix;
    },
    staleTime: FRESH_MS,
    retry: false,
    enabled,
  });
  const retry = () => void query.refetch();
  if (query.data) return { phase: 'located', fix: query.data, retry };
  if (query.error) {
    const err = query.error;
    const denied = isBridgeError(err) && err.code === 'denied';
    return { phase: denied ? 'denied' : 'failed', message: err.message, retry };
  }
  return { phase: 'locating', retry };
}
