/**
 * The little of the AMap JS API 2.0 this adapter calls, typed here rather than through an
 * @types package (https://lbs.amap.com/api/javascript-api-v2/documentation).
 */
export type AMapLngLat = [number, number];

export interface AMapOverlay {
  setMap(map: AMapMap | null): void;
}

/** A marker's text beside it (AMap.Marker `label`). */
export interface AMapLabel {
  content: string;
  direction?: 'top' | 'right' | 'bottom' | 'left' | 'center';
}

export interface AMapMarker extends AMapOverlay {
  setLabel(label: AMapLabel): void;
}

/** AMap.Pixel */
export interface AMapPixel {
  getX(): number;
  getY(): number;
}

export interface AMapMap {
  add(overlays: AMapOverlay | AMapOverlay[]): void;
  clearMap(): void;
  setFitView(
    overlays?: AMapOverlay[] | null,
    immediately?: boolean,
    avoid?: [number, number, number, number],
  ): void;
  destroy(): void;
  /** Where a point is drawn in the map's box, in pixels (after the view is fitted). */
  lngLatToContainer(position: AMapLngLat): AMapPixel;
}

export interface AMapDrivingResult {
  info?: string;
  routes?: {
    /** metres */
    distance: number;
    /** seconds */
    time: number;
    steps: { path: { lng: number; lat: number }[] }[];
  }[];
}

export interface AMapDriving {
  search(
    from: AMapLngLat,
    to: AMapLngLat,
    done: (status: 'complete' | 'error' | 'no_data', result: AMapDrivingResult | string) => void,
  ): void;
}

export interface AMapNamespace {
  Map: new (container: HTMLElement, options?: { resizeEnable?: boolean }) => AMapMap;
  Marker: new (options: {
    position: AMapLngLat;
    content?: string | HTMLElement;
    title?: string;
    anchor?: string;
    zIndex?: number;
    label?: AMapLabel;
  }) => AMapMarker;
  Polyline: new (options: {
    path: AMapLngLat[];
    strokeColor?: string;
    strokeWeight?: number;
    strokeOpacity?: number;
    strokeStyle?: 'solid' | 'dashed';
    zIndex?: number;
  }) => AMapOverlay;
  Circle: new (options: {
    center: AMapLngLat;
    radius: number;
    strokeColor?: string;
    fillColor?: string;
    fillOpacity?: number;
    strokeStyle?: 'solid' | 'dashed';
  }) => AMapOverlay;
  Polygon: new (options: {
    path: AMapLngLat[];
    strokeColor?: string;
    fillColor?: string;
    fillOpacity?: number;
    strokeStyle?: 'solid' | 'dashed';
  }) => AMapOverlay;
  /** Present once the AMap.Driving plugin is loaded (`plugin=AMap.Driving` in the script URL). */
  Driving?: new (options?: { hideMarkers?: boolean }) => AMapDriving;
}

/** Gets the AMap namespace: the real script loader in production, a fake in stories and tests. */
export type AMapLoader = () => Promise<AMapNamespace>;
