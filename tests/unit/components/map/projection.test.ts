import { describe, expect, it } from 'vitest';
import {
  chooseScaleBar,
  contentBounds,
  fitBounds,
  metresPerWorldUnit,
  MIN_SPAN_M,
  project,
  toView,
  unproject,
} from '@/components/map/projection';
import type { MapContent } from '@/components/map';

const view = { width: 360, height: 240, padding: 36 };
const empty: MapContent = { markers: [], lines: [], fences: [] };

describe('Web-Mercator projection', () => {
  it('puts 0°,0° in the middle of the world and east to the right, north up', () => {
    expect(project([0, 0])).toEqual({ x: 0.5, y: 0.5 });
    expect(project([90, 0]).x).toBe(0.75);
    expect(project([0, 45]).y).toBeLessThan(0.5);
  });

  it('round-trips', () => {
    const [lng, lat] = unproject(project([116.4074, 39.9042]));
    expect(lng).toBeCloseTo(116.4074, 9);
    expect(lat).toBeCloseTo(39.9042, 9);
  });

  it('clamps the poles so they stay finite', () => {
    expect(Number.isFinite(project([0, 90]).y)).toBe(true);
    expect(project([0, 90]).y).toBeCloseTo(0, 6);
  });
});

describe('fitting content to the view', () => {
  it('has no bounds when there is nothing to show', () => {
    expect(contentBounds(empty)).toBeNull();
  });

  it('fills the view inside the padding and centres the content', () => {
    const content: MapContent = {
      ...empty,
      markers: [
        { kind: 'loading', position: [114.5, 38], label: '装' },
        { kind: 'unloading', position: [116.4, 39.9], label: '卸' },
      ],
    };
    const fit = fitBounds(contentBounds(content)!, view);
    const a = toView([114.5, 38], fit, view);
    const b = toView([116.4, 39.9], fit, view);
    // The taller side touches the padding exactly; the other fits inside it.
    expect(Math.min(a.y, b.y)).toBeCloseTo(36, 6);
    expect(Math.max(a.y, b.y)).toBeCloseTo(204, 6);
    expect(Math.min(a.x, b.x)).toBeGreaterThanOrEqual(36);
    expect(Math.max(a.x, b.x)).toBeLessThanOrEqual(324);
    expect((a.x + b.x) / 2).toBeCloseTo(180, 6);
    expect(a.y).toBeGreaterThan(b.y); // south is lower
  });

  it('includes the whole of a circle fence, not only its centre', () => {
    const content: MapContent = {
      ...empty,
      fences: [{ shape: 'circle', centre: [116, 39], radiusM: 5_000, label: '围栏' }],
    };
    const fit = fitBounds(contentBounds(content)!, view);
    // 10 km across the 168-unit inner height.
    expect(fit.metresPerUnit * (240 - 72)).toBeCloseTo(10_000, -1);
  });

  it('shows a lone point with a kilometre of ground around it', () => {
    const content: MapContent = {
      ...empty,
      markers: [{ kind: 'point', position: [116, 39], label: '位置' }],
    };
    const fit = fitBounds(contentBounds(content)!, view);
    expect(fit.metresPerUnit * (240 - 72)).toBeCloseTo(MIN_SPAN_M, 3);
    expect(toView([116, 39], fit, view)).toEqual({ x: 180, y: 120 });
  });

  it('knows ground metres per world unit at a latitude', () => {
    expect(metresPerWorldUnit(0)).toBeCloseTo(40_030_229, -2);
    expect(metresPerWorldUnit(60)).toBeCloseTo(40_030_229 / 2, -2);
  });
});

describe('scale bar', () => {
  it('picks the longest 1-2-5 distance that fits', () => {
    expect(chooseScaleBar(10, 96)).toEqual({ metres: 500, length: 50, label: '500 米' });
    expect(chooseScaleBar(25, 96)).toMatchObject({ metres: 2000, label: '2 公里' });
    expect(chooseScaleBar(1_000, 96)).toMatchObject({ metres: 50_000, label: '50 公里' });
    expect(chooseScaleBar(0.1, 96)).toMatchObject({ metres: 5, label: '5 米' });
  });

  it('never draws longer than allowed', () => {
    for (const mpu of [0.3, 3, 7, 13, 42, 99, 777, 5_000]) {
      const bar = chooseScaleBar(mpu, 96);
      expect(bar.length).toBeLessThanOrEqual(96);
      expect(bar.length).toBeGreaterThan(96 / 2.5 - 1e-9);
    }
  });
});
