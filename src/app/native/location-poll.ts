/**
 * The driver's position for the longitude/latitude request headers (§7, §9): inside the app, one fix
 * at start and one every 60 s (the driver trail interval once the configuration is read, §7.1), plus
 * any fix a running watch delivers. Outside the app nothing is
 * polled — a browser user is never asked for geolocation for the sake of a header — and the headers
 * stay absent. A failed fix keeps the last good one.
 */
import type { BridgeClient } from '@/lib/bridge/bridge';
import { remember, usable } from '@/lib/bridge/location-fix';

export { currentLocation, resetLocation, type LngLat } from '@/lib/bridge/location-fix';

/** §9, and the fallback of the configured driver trail interval (lib/sys-config/intervals.ts). */
export const LOCATION_POLL_MS = 60_000;

export interface LocationPoll {
  /** In the background: no polling until resume(). */
  pause(): void;
  /** Back in the foreground: a fix at once, then every interval. */
  resume(): void;
  /** From now on every `ms` (the configured trail interval); the next fix comes `ms` from now. */
  setIntervalMs(ms: number): void;
  stop(): void;
}

/** How a poll came out: 4001 a fix, 4002 no fix, 4003 the permission refused (§9). */
export type LocationOutcome = 'success' | 'failure' | 'denied';

/**
 * Call only in native mode. `onOutcome` hears when the outcome changes (the first fix, a fix after
 * a failure, a failure after a fix, a refusal), not every minute's same answer.
 */
export function startLocationPoll(
  bridge: Pick<BridgeClient, 'call' | 'on'>,
  onOutcome: (outcome: LocationOutcome) => void = () => {},
  intervalMs: number = LOCATION_POLL_MS,
): LocationPoll {
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  let paused = false;
  let every = intervalMs;
  let lastOutcome: LocationOutcome | null = null;

  const settle = (outcome: LocationOutcome) => {
    if (stopped || outcome === lastOutcome) return;
    lastOutcome = outcome;
    onOutcome(outcome);
  };

  const poll = () => {
    bridge
      .call('getLocation', {})
      .then((fix) => {
        if (stopped) return;
        remember(fix);
        settle(usable(fix) ? 'success' : 'failure');
      })
      .catch((err: unknown) => {
        // Permission off or no signal: the headers keep the last fix (or stay absent).
        // The bridge's refusal code (BridgeError.code), read without its class: this module rides
        // with /login, which has no other use for it.
        const code = (err as { code?: unknown } | null)?.code;
        settle(code === 'denied' ? 'denied' : 'failure');
      });
  };

  const run = () => {
    clearInterval(timer);
    paused = false;
    if (stopped) return;
    poll();
    timer = setInterval(poll, every);
  };

  const offWatch = bridge.on('location', (fix) => {
    if (!stopped) remember(fix);
  });

  run();
  return {
    pause: () => {
      paused = true;
      clearInterval(timer);
    },
    resume: run,
    setIntervalMs: (ms) => {
      if (!Number.isFinite(ms) || ms <= 0 || ms === every) return;
      every = ms;
      if (stopped || paused) return;
      clearInterval(timer);
      timer = setInterval(poll, every);
    },
    stop: () => {
      stopped = true;
      clearInterval(timer);
      offWatch();
    },
  };
}
