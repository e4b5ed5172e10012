/**
 * The driver's last known position, for the longitude/latitude request headers (§7, §9). Kept
 * apart from the poll (app/native/location-poll.ts) that feeds it: every request reads it from
 * the start, while the poll starts with the native services, after the first input. Any fresh fix
 * a screen asks for (the trip's steps, the screens near me) is remembered too, so the requests
 * that follow carry where the truck is now, not where it was up to a minute ago: the platform's
 * trail is drawn from these headers.
 */
import type { LocationFix } from '@/lib/bridge/protocol';

export interface LngLat {
  longitude: number;
  latitude: number;
}

let last: LngLat | null = null;

/** The last known position; null until the first fix (and always outside the app). */
export function currentLocation(): LngLat | null {
  return last;
}

/** Forgets the position (tests). */
export function resetLocation(): void {
  last = null;
}

export function usable(fix: Partial<LocationFix> | null | undefined): fix is LngLat {
  const { longitude, latitude } = fix ?? {};
  return (
    typeof longitude === 'number' &&
    typeof latitude === 'number' &&
    Number.isFinite(longitude) &&
    Number.isFinite(latitude) &&
    Math.abs(longitude) <= 180 &&
    Math.abs(latitude) <= 90
  );
}

export function remember(fix: Partial<LocationFix> | null | undefined): void {
  if (usable(fix)) last = { longitude: fix.longitude, latitude: fix.latitude };
}
