/**
 * Web-Mercator projection fitted to a view box: the offline map's arithmetic. Pure and
 * deterministic, so the same content always paints the same pixels.
 */
import { EARTH_RADIUS_M } from './geo';
import type { LngLat, MapContent } from './types';

/** Mercator clamps latitude here (as every web map does) so the poles stay finite. */
const MAX_LAT = 85.05112878;
const EQUATOR_M = 2 * Math.PI * EARTH_RADIUS_M;

export interface WorldPoint {
  /** 0 at 180°W, 1 at 180°E. */
  x: number;
  /** 0 at the top (85°N), 1 at the bottom. */
  y: number;
}

export function project([lng, lat]: LngLat): WorldPoint {
  const phi = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180;
  return {
    x: (lng + 180) / 360,
    y: (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2,
  };
}

export function unproject({ x, y }: WorldPoint): LngLat {
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
  return [x * 360 - 180, lat];
}

/** Ground metres per world unit at a latitude (Mercator stretches by 1 / cos φ). */
export function metresPerWorldUnit(lat: number): number {
  return EQUATOR_M * Math.cos((lat * Math.PI) / 180);
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** World-unit box around everything the map shows, fences with their radius; null when empty. */
export function contentBounds(content: MapContent): Bounds | null {
  const boxes: Bounds[] = [];
  const add = (p: LngLat, radiusM = 0) => {
    const w = project(p);
    const r = radiusM / metresPerWorldUnit(p[1]);
    boxes.push({ minX: w.x - r, minY: w.y - r, maxX: w.x + r, maxY: w.y + r });
  };
  content.markers.forEach((m) => add(m.position));
  content.lines.forEach((l) => l.path.forEach((p) => add(p)));
  content.fences.forEach((f) =>
    f.shape === 'circle' ? add(f.centre, f.radiusM) : f.path.forEach((p) => add(p)),
  );
  if (boxes.length === 0) return null;
  return {
    minX: Math.min(...boxes.map((b) => b.minX)),
    minY: Math.min(...boxes.map((b) => b.minY)),
    maxX: Math.max(...boxes.map((b) => b.maxX)),
    maxY: Math.max(...boxes.map((b) => b.maxY)),
  };
}

export interface Viewport {
  width: number;
  height: number;
  /** Kept free on every side, so markers and their labels are not cut off. */
  padding: number;
  /** Kept free above the padding as well, for what is painted over the map's top. */
  topInset?: number;
}

export interface Fit {
  /** View-box units per world unit. */
  scale: number;
  /** World point at the view box's centre. */
  centre: WorldPoint;
  /** Ground metres per view-box unit at the centre. */
  metresPerUnit: number;
}

/** A lone point is shown with this much ground across the shorter side, not infinitely zoomed. */
export const MIN_SPAN_M = 1_000;

/** Scale and centre so the bounds fill the viewport inside its padding. */
export function fitBounds(bounds: Bounds, view: Viewport): Fit {
  const centre = { x: (bounds.minX + bounds.maxX) / 2, y: (bounds.minY + bounds.maxY) / 2 };
  const perUnit = metresPerWorldUnit(unproject(centre)[1]);
  const minSpan = MIN_SPAN_M / perUnit;
  const spanX = Math.max(bounds.maxX - bounds.minX, minSpan);
  const spanY = Math.max(bounds.maxY - bounds.minY, minSpan);
  const scale = Math.min(
    (view.width - 2 * view.padding) / spanX,
    (view.height - 2 * view.padding - (view.topInset ?? 0)) / spanY,
  );
  return { scale, centre, metresPerUnit: perUnit / scale };
}

/** Where a point lands in the view box of a fit. */
export function toView(p: LngLat, fit: Fit, view: Viewport): { x: number; y: number } {
  const w = project(p);
  return {
    x: view.width / 2 + (w.x - fit.centre.x) * fit.scale,
    y: (view.height + (view.topInset ?? 0)) / 2 + (w.y - fit.centre.y) * fit.scale,
  };
}

export interface ScaleBar {
  metres: number;
  /** Length in view-box units. */
  length: number;
  label: string;
}

/** The longest 1-2-5 round distance that fits in `maxLength` units: 500 米, 2 公里, 50 公里. */
export function chooseScaleBar(metresPerUnit: number, maxLength: number): ScaleBar {
  const limit = metresPerUnit * maxLength;
  let metres = 1;
  for (let power = 1; power <= 1e7; power *= 10) {
    for (const step of [1, 2, 5]) {
      if (step * power <= limit) metres = step * power;
    }
  }
  return {
    metres,
    length: metres / metresPerUnit,
    label: metres >= 1000 ? `${metres / 1000} 公里` : `${metres} 米`,
  };
}
