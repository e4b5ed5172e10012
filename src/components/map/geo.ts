/** Plain geometry on the earth's surface: distances in metres, fences, bounds. */
import type { LngLat, MapFence } from './types';

/** Mean earth radius (IUGG), metres. */
export const EARTH_RADIUS_M = 6_371_008.8;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance between two points, metres (haversine). */
export function haversineM(a: LngLat, b: LngLat): number {
  const dLat = rad(b[1] - a[1]);
  const dLng = rad(b[0] - a[0]);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Total length of a path, metres. */
export function pathLengthM(path: readonly LngLat[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i += 1) total += haversineM(path[i - 1]!, path[i]!);
  return total;
}

/**
 * Metres east and north of `origin`: flat-earth coordinates, exact enough within a fence or a
 * city, where the polygon arithmetic below needs a plane.
 */
export function localMetres(origin: LngLat, p: LngLat): { x: number; y: number } {
  return {
    x: rad(p[0] - origin[0]) * EARTH_RADIUS_M * Math.cos(rad(origin[1])),
    y: rad(p[1] - origin[1]) * EARTH_RADIUS_M,
  };
}

function segmentDistance(
  p: { x: number; y: number },
  a: { x: number; y: number },
  b: { x: number; y: number },
): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function insidePolygon(p: { x: number; y: number }, ring: { x: number; y: number }[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) {
      inside = !inside;
    }
  }
  return inside;
}

/**
 * Signed metres from a point to the fence's edge: positive outside (how far the driver still has
 * to go), negative inside, 0 on the edge.
 */
export function fenceEdgeDistanceM(point: LngLat, fence: MapFence): number {
  if (fence.shape === 'circle') return haversineM(point, fence.centre) - fence.radiusM;
  if (fence.path.length < 3) return Number.POSITIVE_INFINITY;
  const origin = point;
  const here = { x: 0, y: 0 };
  const ring = fence.path.map((c) => localMetres(origin, c));
  let nearest = Number.POSITIVE_INFINITY;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    nearest = Math.min(nearest, segmentDistance(here, ring[j]!, ring[i]!));
  }
  return insidePolygon(here, ring) ? -nearest : nearest;
}

export function isInsideFence(point: LngLat, fence: MapFence): boolean {
  return fenceEdgeDistanceM(point, fence) <= 0;
}
