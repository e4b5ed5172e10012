/** Great-circle distance and bearing, and where a truck is along a polyline after some metres. */
import type { LngLat } from './api';

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Haversine distance in metres. */
export function distanceM(a: LngLat, b: LngLat): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b, degrees clockwise from north, 0 ≤ x < 360. */
function bearing(a: LngLat, b: LngLat): number {
  const φ1 = rad(a.latitude);
  const φ2 = rad(b.latitude);
  const Δλ = rad(b.longitude - a.longitude);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return (deg(Math.atan2(y, x)) + 360) % 360;
}

export function polylineLengthM(points: readonly LngLat[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i += 1) total += distanceM(points[i - 1], points[i]);
  return total;
}

export interface PointAlong {
  point: LngLat;
  heading: number;
}

/**
 * The point `metres` along the polyline (clamped to its ends). Linear interpolation inside a
 * segment is exact enough for segments of a few tens of kilometres.
 */
export function pointAlong(points: readonly LngLat[], metres: number): PointAlong {
  if (points.length === 0) throw new Error('empty route');
  if (points.length === 1) return { point: { ...points[0] }, heading: 0 };
  let left = Math.max(0, metres);
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1];
    const b = points[i];
    const seg = distanceM(a, b);
    if (left <= seg || i === points.length - 1) {
      const t = seg === 0 ? 1 : Math.min(1, left / seg);
      return {
        point: {
          longitude: a.longitude + (b.longitude - a.longitude) * t,
          latitude: a.latitude + (b.latitude - a.latitude) * t,
        },
        heading: seg === 0 ? 0 : bearing(a, b),
      };
    }
    left -= seg;
  }
  /* c8 ignore next */
  throw new Error('unreachable');
}
