/** The map in words: the visible badge over it and the text alternative read by screen readers. */
import { fenceEdgeDistanceM, pathLengthM } from './geo';
import { distanceText, hoursText, mapMessages as m } from './messages';
import type { MapContent, MapFence, RouteSummary } from './types';

export interface FenceStatus {
  inside: boolean;
  /** Metres to the nearest fence edge; 0 inside. */
  distanceM: number;
  fence: MapFence;
  text: string;
}

/** Where the truck stands against the nearest fence; null without a truck or a fence. */
export function fenceStatus(content: MapContent): FenceStatus | null {
  const truck = content.markers.find((mk) => mk.kind === 'truck');
  if (!truck || content.fences.length === 0) return null;
  const [nearest] = content.fences
    .map((fence) => ({ fence, edge: fenceEdgeDistanceM(truck.position, fence) }))
    .sort((a, b) => a.edge - b.edge);
  const { fence, edge } = nearest!;
  const inside = edge <= 0;
  return {
    inside,
    distanceM: inside ? 0 : edge,
    fence,
    text: inside ? m.insideFence : m.outsideFence(distanceText(edge)),
  };
}

export function routeText(route: RouteSummary): string {
  return m.route(distanceText(route.distanceKm * 1000), hoursText(route.hours));
}

/** One line per thing on the map, in the order a person would want them read. */
export function describeMap(content: MapContent, route?: RouteSummary): string[] {
  const lines: string[] = [];
  for (const marker of content.markers) {
    lines.push(`${m.markerKind[marker.kind]}：${marker.label}`);
  }
  for (const fence of content.fences) {
    lines.push(
      fence.shape === 'circle'
        ? m.fenceRadius(fence.label, distanceText(fence.radiusM))
        : m.fenceArea(fence.label),
    );
  }
  const status = fenceStatus(content);
  if (status) lines.push(status.text);
  for (const line of content.lines) {
    if (line.path.length > 1) {
      lines.push(m.lineLength(m.lineKind[line.kind], distanceText(pathLengthM(line.path))));
    }
  }
  if (route) lines.push(routeText(route));
  return lines;
}

export function isEmpty(content: MapContent): boolean {
  return (
    content.markers.length === 0 &&
    content.fences.length === 0 &&
    content.lines.every((l) => l.path.length === 0)
  );
}
