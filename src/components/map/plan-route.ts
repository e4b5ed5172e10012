/**
 * `planRoute(from, to)`: the build's driving-route service. AMap's code is imported only when
 * the build uses it, so the offline build never carries it.
 */
import { MAP_PROVIDER } from './map-config';
import { offlinePlanRoute, type RoutePlan } from './route-plan';
import type { LngLat } from './types';

export async function planRoute(from: LngLat, to: LngLat): Promise<RoutePlan> {
  if (MAP_PROVIDER === 'amap') {
    const { amapPlanRoute } = await import('./amap-route');
    return amapPlanRoute(from, to);
  }
  return offlinePlanRoute(from, to);
}
