import { describe, expect, it } from 'vitest';
import { haversineM } from '@/components/map/geo';
import { curvedPath, offlinePlanRoute, ROUTE_POINTS } from '@/components/map/route-plan';
import type { LngLat } from '@/components/map';

const shijiazhuang: LngLat = [114.5149, 38.0428];
const beijing: LngLat = [116.4074, 39.9042];

describe('offline route plan', () => {
  it('drives the great-circle distance × 1.25 at 60 km/h, one decimal each', () => {
    const plan = offlinePlanRoute(shijiazhuang, beijing);
    const km = (haversineM(shijiazhuang, beijing) / 1000) * 1.25;
    expect(plan.distanceKm).toBe(Math.round(km * 10) / 10);
    expect(plan.hours).toBe(Math.round((plan.distanceKm / 60) * 10) / 10);
    expect(plan.distanceKm).toBeGreaterThan(320);
    expect(plan.distanceKm).toBeLessThan(340);
  });

  it('draws about twenty points from start to end', () => {
    const { path } = offlinePlanRoute(shijiazhuang, beijing);
    expect(path).toHaveLength(ROUTE_POINTS);
    expect(path[0]).toEqual(shijiazhuang);
    expect(path.at(-1)![0]).toBeCloseTo(beijing[0], 9);
    expect(path.at(-1)![1]).toBeCloseTo(beijing[1], 9);
  });

  it('bows gently off the straight line, no more than a tenth of its length', () => {
    const path = curvedPath(shijiazhuang, beijing);
    const straight = haversineM(shijiazhuang, beijing);
    const mid = path[10]!;
    const centre: LngLat = [(shijiazhuang[0] + beijing[0]) / 2, (shijiazhuang[1] + beijing[1]) / 2];
    const bow = haversineM(mid, centre);
    expect(bow).toBeGreaterThan(straight * 0.02);
    expect(bow).toBeLessThan(straight * 0.1);
    // Each step moves forward: no loops.
    const steps = path.slice(1).map((p, i) => haversineM(path[i]!, p));
    expect(Math.min(...steps)).toBeGreaterThan(0);
  });

  it('is deterministic', () => {
    expect(offlinePlanRoute(shijiazhuang, beijing)).toEqual(
      offlinePlanRoute(shijiazhuang, beijing),
    );
  });

  it('plans nothing to drive between the same two points', () => {
    expect(offlinePlanRoute(beijing, beijing)).toEqual({
      distanceKm: 0,
      hours: 0,
      path: [beijing, beijing],
    });
  });
});
