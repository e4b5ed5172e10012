/** Where the fake phone is: a fixed point, or a route played back against the injected clock. */
import type { LocationFix } from '@/lib/bridge/protocol';
import type { LocationState, RouteProgress, RouteState } from './api';
import { conditionsAt, inTunnel } from './field-conditions';
import { pointAlong, polylineLengthM } from './geo';

/** Metres travelled at `now`, before looping or clamping. */
function rawDistance(route: RouteState, now: number): number {
  if (route.status !== 'playing' || route.anchorTime === null) return route.offsetM;
  const elapsedS = Math.max(0, now - route.anchorTime) / 1000;
  return route.offsetM + (elapsedS * route.speedKmh) / 3.6;
}

export function routeProgress(route: RouteState, now: number, accuracy: number): RouteProgress {
  const totalM = polylineLengthM(route.points);
  const raw = rawDistance(route, now);
  let distance = raw;
  let ended = false;
  if (route.loop && totalM > 0) distance = raw % totalM;
  else if (raw >= totalM) {
    distance = totalM;
    ended = true;
  }
  const moving = route.status === 'playing' && !ended;
  const { point, heading } = pointAlong(route.points, distance);
  return {
    name: route.name,
    status: ended ? 'ended' : route.status,
    distanceM: distance,
    totalM,
    fraction: totalM > 0 ? distance / totalM : 0,
    fix: { ...point, accuracy, speed: moving ? route.speedKmh : 0, heading, time: now },
    conditions: conditionsAt(route.conditions ?? [], distance),
  };
}

/** Metres along the route at `now` (looped or clamped), for the field conditions. */
export function routeDistance(route: RouteState, now: number): number {
  const totalM = polylineLengthM(route.points);
  const raw = rawDistance(route, now);
  if (route.loop && totalM > 0) return raw % totalM;
  return Math.min(raw, totalM);
}

/** In a tunnel on the route: the phone has no GPS fix. */
export function fixLost(location: LocationState, now: number): boolean {
  const route = location.route;
  if (location.mode !== 'route' || !route?.conditions?.length) return false;
  return inTunnel(route.conditions, routeDistance(route, now));
}

/** The fix the phone reports now (mode 'off' still reports the last known point for panels). */
export function currentFix(location: LocationState, now: number): LocationFix {
  if (location.mode === 'route' && location.route && location.route.points.length > 0) {
    return routeProgress(location.route, now, location.accuracy).fix;
  }
  const fix: LocationFix = {
    ...location.fixed,
    accuracy: location.accuracy,
    speed: 0,
    heading: 0,
    time: now,
  };
  if (location.address) fix.address = location.address;
  return fix;
}

/** The route frozen at `now`: same position, no clock anchor (for pausing and saving). */
export function freezeRoute(route: RouteState, now: number): RouteState {
  return { ...route, offsetM: routeDistance(route, now), anchorTime: null };
}
