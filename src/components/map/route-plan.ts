/** Driving routes without a maps service: an estimate from the straight line. */
import { haversineM, localMetres } from './geo';
import type { LngLat, RouteSummary } from './types';

export interface RoutePlan extends RouteSummary {
  path: LngLat[];
}

/** Roads are longer than the straight line by about a quarter on Chinese trunk routes. */
const ROAD_FACTOR = 1.25;
/** A loaded truck's average over a day's driving, stops included. */
const TRUCK_KMH = 60;
/** Points on the drawn curve, ends included. */
export const ROUTE_POINTS = 21;
/** How far the curve bows out from the straight line, as a share of its length. */
const BOW = 0.08;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * A gentle curve from `from` to `to` (a quadratic Bézier bowed to the left of the way), so a
 * planned route does not look like a ruler line; deterministic for the same ends.
 */
export function curvedPath(from: LngLat, to: LngLat, points = ROUTE_POINTS): LngLat[] {
  const mid: LngLat = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  const d = localMetres(from, to);
  const len = Math.hypot(d.x, d.y);
  if (len === 0) return [from, to];
  // Left normal in metres, turned back into degrees at the midpoint's latitude.
  const offsetM = { x: (-d.y / len) * len * BOW, y: (d.x / len) * len * BOW };
  const mPerDegLat = haversineM([0, 0], [0, 1]);
  const mPerDegLng = mPerDegLat * Math.cos((mid[1] * Math.PI) / 180);
  const control: LngLat = [mid[0] + offsetM.x / mPerDegLng, mid[1] + offsetM.y / mPerDegLat];
  const path: LngLat[] = [];
  for (let i = 0; i < points; i += 1) {
    const t = i / (points - 1);
    const a = (1 - t) ** 2;
    const b = 2 * (1 - t) * t;
    const c = t ** 2;
    path.push([a * from[0] + b * control[0] + c * to[0], a * from[1] + b * control[1] + c * to[1]]);
  }
  return path;
}

/** Great-circle distance × 1.25 at 60 km/h, both to one decimal. */
export function offlinePlanRoute(from: LngLat, to: LngLat): RoutePlan {
  const distanceKm = oneDecimal((haversineM(from, to) / 1000) * ROAD_FACTOR);
  return {
    distanceKm,
    hours: oneDecimal(distanceKm / TRUCK_KMH),
    path: curvedPath(from, to),
  };
}
