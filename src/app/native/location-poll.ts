/**
 * The driver's position for the longitude/latitude request headers (§7, §9): inside the app, one fix
 * at start and one every 60 s, plus any fix a running watch delivers. Outside the app nothing is
 * polled — a browser user is never asked for geolocation for the sake of a header — and the headers
 * stay absent. A failed fix keeps the last good one.
 */
import type { BridgeClient } from '@/lib/bridge/bridge';
import type { LocationFix } from '@/lib/bridge/protocol';

export const LOCATION_POLL_MS = 60_000;

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

function usable(fix: Partial<LocationFix> | null | undefined): fix is LngLat {
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

function remember(fix: Partial<LocationFix> | null | undefined): void {
  if (usable(fix)) last = { longitude: fix.longitude, latitude: fix.latitude };
}

export interface LocationPoll {
  /** In the background: no polling until resume(). */
  pause(): void;
  /** Back in the foreground: a fix at once, then every 60 s. */
  resume(): void;
  stop(): void;
}

/** Call only in native mode. */
export function startLocationPoll(bridge: Pick<BridgeClient, 'call' | 'on'>): LocationPoll {
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;

  const poll = () => {
    bridge
      .call('getLocation', {})
      .then((fix) => {
        if (!stopped) remember(fix);
      })
      .catch(() => {
        // Permission off or no signal: the headers keep the last fix (or stay absent).
      });
  };

  const run = () => {
    clearInterval(timer);
    if (stopped) return;
    poll();
    timer = setInterval(poll, LOCATION_POLL_MS);
  };

  const offWatch = bridge.on('location', (fix) => {
    if (!stopped) remember(fix);
  });

  run();
  return {
    pause: () => clearInterval(timer),
    resume: run,
    stop: () => {
      stopped = true;
      clearInterval(timer);
      offWatch();
    },
  };
}
