/**
 * What the Map stories share (map*.stories.tsx: the offline map, AMap): sample places, fences,
 * tracks and pins, and the fake AMap the AMap stories draw with.
 */
import { useState } from 'react';
import {
  MapView,
  offlinePlanRoute,
  type LngLat,
  type MapFence,
  type MapLine,
  type MapMarker,
} from '@/components/map';
import { AMapLoadError } from '@/components/map/amap-loader';
import type { AMapLoader, AMapNamespace } from '@/components/map/amap-types';

export const LOADING: LngLat = [114.54, 38.05];
export const UNLOADING: LngLat = [117.2, 39.13];

export const loadingFence: MapFence = {
  shape: 'circle',
  centre: LOADING,
  radiusM: 500,
  label: '长安区装货点电子围栏',
};

export const loadingPoint: MapMarker = {
  kind: 'loading',
  position: LOADING,
  label: '石家庄市 长安区',
};

export const plan = offlinePlanRoute(LOADING, UNLOADING);

/** Where the truck went: the first 13 points of the plan, drifting off it the way roads do. */
export const track: LngLat[] = plan.path
  .slice(0, 13)
  .map(([lng, lat], i) => [lng + Math.sin(i * 1.3) * 0.02, lat - Math.cos(i * 0.9) * 0.012]);
track[0] = LOADING;

export const trailLines: MapLine[] = [
  { kind: 'planned', path: plan.path },
  { kind: 'track', path: track },
];

/**
 * A stand-in for the AMap API: draws each overlay as a line of text in the map's box; a marker's
 * label side is its line's `data-label`. Points are drawn where a fitted view would put them
 * (the markers' bounds over the box, 40 px in).
 */
export function fakeAMap(): AMapNamespace {
  const overlay = (kind: string) =>
    class {
      readonly text: string;
      readonly position?: LngLat;
      item: HTMLLIElement | null = null;
      constructor(options: {
        title?: string;
        radius?: number;
        path?: unknown[];
        position?: LngLat;
      }) {
        this.text = options.title ?? `${kind}${options.radius ? ` ${options.radius} 米` : ''}`;
        this.position = options.position;
      }
      setMap() {}
      setLabel(label: { direction?: string }) {
        if (this.item) this.item.dataset.label = label.direction ?? 'center';
      }
    };
  class FakeMap {
    private readonly list: HTMLUListElement;
    private bounds = { west: 0, east: 1, south: 0, north: 1 };
    constructor(private readonly container: HTMLElement) {
      this.list = document.createElement('ul');
      this.list.dataset.fake = 'amap';
      container.append(this.list);
    }
    add(
      overlays:
        | { text: string; item: HTMLLIElement | null }
        | { text: string; item: HTMLLIElement | null }[],
    ) {
      for (const o of [overlays].flat()) {
        const item = document.createElement('li');
        item.textContent = o.text;
        o.item = item;
        this.list.append(item);
      }
    }
    clearMap() {
      this.list.replaceChildren();
    }
    setFitView(overlays: { position?: LngLat }[] = []) {
      const points = overlays.flatMap((o) => (o.position ? [o.position] : []));
      if (points.length === 0) return;
      const lngs = points.map((p) => p[0]);
      const lats = points.map((p) => p[1]);
      this.bounds = {
        west: Math.min(...lngs),
        east: Math.max(...lngs),
        south: Math.min(...lats),
        north: Math.max(...lats),
      };
    }
    lngLatToContainer([lng, lat]: LngLat) {
      const { west, east, south, north } = this.bounds;
      const w = this.container.clientWidth - 80;
      const h = this.container.clientHeight - 80;
      const x = 40 + (east > west ? ((lng - west) / (east - west)) * w : w / 2);
      const y = 40 + (north > south ? ((north - lat) / (north - south)) * h : h / 2);
      return { getX: () => x, getY: () => y };
    }
    destroy() {
      this.list.remove();
    }
  }
  return {
    Map: FakeMap,
    Marker: overlay('标记'),
    Polyline: overlay('线'),
    Circle: overlay('圆形围栏'),
    Polygon: overlay('多边形围栏'),
  } as unknown as AMapNamespace;
}

export const neverLoads: AMapLoader = () => Promise.reject(new AMapLoadError('timeout'));

/** The first load times out (no signal); the retry gets the API. */
export function FlakyAMap() {
  const [load] = useState<AMapLoader>(() => {
    let tries = 0;
    return () => {
      tries += 1;
      return tries === 1 ? neverLoads() : Promise.resolve(fakeAMap());
    };
  });
  return (
    <MapView
      label="装货地电子围栏"
      provider="amap"
      loadAMap={load}
      markers={[loadingPoint]}
      fences={[loadingFence]}
    />
  );
}

/** 南京 and a yard 40 km east of it, at the end of a track from 北京: pins a few pixels apart. */
export const NANJING: LngLat = [118.77, 32.07];
export const NEXT_DOOR: LngLat = [119.2, 32.1];
export const closePins: MapMarker[] = [
  { kind: 'loading', position: NANJING, label: '南京市 鼓楼区' },
  { kind: 'unloading', position: NEXT_DOOR, label: '镇江市 句容市' },
];
export const fromBeijing: MapLine[] = [
  {
    kind: 'track',
    path: [[116.4, 39.9], [117.2, 36.6], NANJING],
  },
];

export type Rect = { left: number; right: number; top: number; bottom: number };
export const meets = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
