export { MapView, type MapViewProps } from './map-view';
export { planRoute } from './plan-route';
export { offlinePlanRoute, type RoutePlan } from './route-plan';
export { fenceEdgeDistanceM, haversineM, isInsideFence, pathLengthM } from './geo';
export { describeMap, fenceStatus, type FenceStatus } from './describe';
export { distanceText, hoursText, mapMessages } from './messages';
export type {
  CircleFence,
  LineKind,
  LngLat,
  MapContent,
  MapFence,
  MapLine,
  MapMarker,
  MapProvider,
  MarkerKind,
  PolygonFence,
  RouteSummary,
} from './types';
