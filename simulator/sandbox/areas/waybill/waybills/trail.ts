/**
 * The truck's recorded track. Every request of a driver with a waybill in transit that carries a
 * position (the `longitude` / `latitude` headers the app sends on every call, §7) adds a point, so
 * the simulator's route playback grows the trail; departure and arrival add their fixes too.
 */
import type { Place } from '@/lib/contract/supply/load';
import type { RouteContext } from '../../../router';
import { metresBetween, oneDecimal } from '../../supply/market/places';
import { positionOf } from '../../supply/market/fence';

/** Average truck speed for the planned time. */
const KMH = 60;
/** A point closer than this to the last one, within a minute of it, adds nothing. */
const MIN_STEP_M = 20;
const MIN_GAP_MS = 60_000;
const MAX_POINTS = 5000;
const STEP_MS = 10 * 60_000;

export function plannedHours(km: number): number {
  return oneDecimal(km / KMH + 0.5);
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** Points every 10 minutes on the straight line origin → destination, `share` of the way. */
export function pointsBetween(
  a: Place,
  b: Place,
  fromMs: number,
  untilMs: number,
  share: number,
): [number, number, number][] {
  const steps = Math.max(1, Math.floor((untilMs - fromMs) / STEP_MS));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const f = (i / steps) * Math.min(1, Math.max(0, share));
    const bend = Math.sin(f * Math.PI) * 0.02;
    return [
      round6(a.longitude + (b.longitude - a.longitude) * f + bend),
      round6(a.latitude + (b.latitude - a.latitude) * f),
      fromMs + Math.round(((untilMs - fromMs) * i) / steps),
    ];
  });
}

/** Adds a point unless it repeats the last one; true when added. */
export function addTrailPoint(
  trail: [number, number, number][],
  longitude: number,
  latitude: number,
  ms: number,
): boolean {
  const last = trail.at(-1);
  if (last) {
    const moved = metresBetween(last[0], last[1], longitude, latitude);
    if (moved < MIN_STEP_M && ms - last[2] < MIN_GAP_MS) return false;
  }
  trail.push([round6(longitude), round6(latitude), ms]);
  if (trail.length > MAX_POINTS) trail.splice(0, trail.length - MAX_POINTS);
  return true;
}

/** Runs before every authenticated request (slice `observe`): records the position headers. */
export function observePosition(
  ctx: RouteContext,
  trailsInTransit: (appUserId: string) => [number, number, number][][],
): void {
  if (!ctx.user) return;
  const at = positionOf(ctx.request);
  if (!at) return;
  for (const trail of trailsInTransit(ctx.user.appUserId)) {
    addTrailPoint(trail, at.longitude, at.latitude, ctx.db.now());
  }
}
