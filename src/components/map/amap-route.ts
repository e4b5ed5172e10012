/** Driving routes from AMap.Driving (only in builds with VITE_MAP_PROVIDER=amap). */
import type { AMapDrivingResult, AMapLoader } from './amap-types';
import { loadAMap } from './amap-default';
import type { RoutePlan } from './route-plan';
import type { LngLat } from './types';

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

class RoutePlanError extends Error {
  constructor(readonly status: string) {
    super(`driving route failed: ${status}`);
    this.name = 'RoutePlanError';
  }
}

/** AMap's answer in the spec's units: km and hours, one decimal each. */
export function fromAMapDriving(result: AMapDrivingResult): RoutePlan | null {
  const route = result.routes?.[0];
  if (!route) return null;
  return {
    distanceKm: oneDecimal(route.distance / 1000),
    hours: oneDecimal(route.time / 3600),
    path: route.steps.flatMap((step) => step.path.map((p): LngLat => [p.lng, p.lat])),
  };
}

export async function amapPlanRoute(
  from: LngLat,
  to: LngLat,
  load: AMapLoader = loadAMap,
): Promise<RoutePlan> {
  const AMap = await load();
  if (!AMap.Driving) throw new RoutePlanError('no-driving-plugin');
  const driving = new AMap.Driving({ hideMarkers: true });
  return new Promise((resolve, reject) => {
    driving.search(from, to, (status, result) => {
      const plan = status === 'complete' && typeof result !== 'string' && fromAMapDriving(result);
      if (plan) resolve(plan);
      else reject(new RoutePlanError(status));
    });
  });
}
