import { describe, expect, it } from 'vitest';
import { fenceEdgeDistanceM, haversineM, isInsideFence, pathLengthM } from '@/components/map/geo';
import type { MapFence } from '@/components/map';

const ONE_DEGREE_M = 111_194.93;

describe('haversineM', () => {
  it('measures a degree of latitude and of longitude at the equator', () => {
    expect(haversineM([116, 39], [116, 40])).toBeCloseTo(ONE_DEGREE_M, 0);
    expect(haversineM([0, 0], [1, 0])).toBeCloseTo(ONE_DEGREE_M, 0);
  });

  it('shrinks longitude degrees with the cosine of the latitude', () => {
    expect(haversineM([0, 60], [1, 60])).toBeCloseTo(ONE_DEGREE_M / 2, -1);
  });

  it('is symmetric and zero for the same point', () => {
    const a: [number, number] = [114.5149, 38.0428];
    const b: [number, number] = [116.4074, 39.9042];
    expect(haversineM(a, b)).toBeCloseTo(haversineM(b, a), 6);
    expect(haversineM(a, a)).toBe(0);
    // 石家庄 → 北京: about 263 km as the crow flies.
    expect(haversineM(a, b) / 1000).toBeGreaterThan(255);
    expect(haversineM(a, b) / 1000).toBeLessThan(270);
  });

  it('adds up a path', () => {
    expect(
      pathLengthM([
        [116, 39],
        [116, 40],
        [116, 41],
      ]),
    ).toBeCloseTo(2 * ONE_DEGREE_M, 0);
    expect(pathLengthM([[116, 39]])).toBe(0);
  });
});

describe('fence edge distance', () => {
  const circle: MapFence = { shape: 'circle', centre: [116, 39], radiusM: 500, label: '装货点' };

  it('is positive outside a circle, by how far the edge still is', () => {
    // 0.03° north ≈ 3336 m from the centre, so 2836 m from the 500 m edge.
    expect(fenceEdgeDistanceM([116, 39.03], circle)).toBeCloseTo(0.03 * ONE_DEGREE_M - 500, 0);
    expect(isInsideFence([116, 39.03], circle)).toBe(false);
  });

  it('is negative inside a circle', () => {
    expect(fenceEdgeDistanceM([116, 39.001], circle)).toBeCloseTo(0.001 * ONE_DEGREE_M - 500, 0);
    expect(isInsideFence([116, 39.001], circle)).toBe(true);
    expect(isInsideFence([116, 39], circle)).toBe(true);
  });

  it('measures to the nearest side of a polygon, signed the same way', () => {
    const square: MapFence = {
      shape: 'polygon',
      label: '卸货区',
      path: [
        [116, 39],
        [116.01, 39],
        [116.01, 39.01],
        [116, 39.01],
      ],
    };
    // 0.005° south of the bottom side.
    expect(fenceEdgeDistanceM([116.005, 38.995], square)).toBeCloseTo(0.005 * ONE_DEGREE_M, -1);
    // The centre: 0.005° from every side; east and west are nearer (longitude degrees are short).
    const eastWest = 0.005 * ONE_DEGREE_M * Math.cos((39.005 * Math.PI) / 180);
    expect(fenceEdgeDistanceM([116.005, 39.005], square)).toBeCloseTo(-eastWest, -1);
    expect(isInsideFence([116.005, 39.005], square)).toBe(true);
    expect(isInsideFence([116.02, 39.005], square)).toBe(false);
  });

  it('treats a polygon of fewer than three corners as nowhere', () => {
    const line: MapFence = {
      shape: 'polygon',
      label: 'x',
      path: [
        [116, 39],
        [117, 39],
      ],
    };
    expect(isInsideFence([116.5, 39], line)).toBe(false);
  });
});
