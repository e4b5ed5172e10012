/** What a map shows, the same for every provider (the offline SVG map and AMap). */

/** [longitude, latitude] in degrees (GCJ-02, as the platform and AMap give them). */
export type LngLat = [number, number];

export type MarkerKind = 'truck' | 'loading' | 'unloading' | 'point';

export interface MapMarker {
  kind: MarkerKind;
  position: LngLat;
  /** Shown beside the marker and read out in the text alternative (e.g. 石家庄市 长安区). */
  label: string;
}

/** track: where the truck went; planned: the route it should take. */
export type LineKind = 'track' | 'planned';

export interface MapLine {
  kind: LineKind;
  path: LngLat[];
}

export interface CircleFence {
  shape: 'circle';
  centre: LngLat;
  radiusM: number;
  /** e.g. 装货点电子围栏 */
  label: string;
}

export interface PolygonFence {
  shape: 'polygon';
  /** Corners in order; the last joins the first. */
  path: LngLat[];
  label: string;
}

export type MapFence = CircleFence | PolygonFence;

/** A driving route: the spec's distance in km and time in hours. */
export interface RouteSummary {
  distanceKm: number;
  hours: number;
}

/** What both renderers draw. */
export interface MapContent {
  markers: MapMarker[];
  lines: MapLine[];
  fences: MapFence[];
}

export type MapProvider = 'offline' | 'amap';
