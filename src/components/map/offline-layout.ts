/** Everything the offline map draws, in view-box coordinates: pure, so it is unit-tested. */
import {
  chooseScaleBar,
  contentBounds,
  fitBounds,
  toView,
  type ScaleBar,
  type Viewport,
} from './projection';
import { placeLabels, type LabelSide } from './label-placement';
import { LINE_ORDER } from './map-style';
import type { LineKind, MapContent, MarkerKind } from './types';

export const VIEW_WIDTH = 360;
export const VIEW_PADDING = 36;
/** Grid spacing in view-box units: a texture, not a measure. */
export const GRID_STEP = 30;
const SCALE_MAX = 96;

export type { LabelSide };

interface Xy {
  x: number;
  y: number;
}

export interface OfflineLayout {
  view: Viewport;
  markers: { kind: MarkerKind; label: string; at: Xy; labelSide: LabelSide }[];
  lines: { kind: LineKind; points: Xy[] }[];
  circles: { label: string; at: Xy; r: number }[];
  polygons: { label: string; points: Xy[] }[];
  scale: ScaleBar;
}

export function layoutOfflineMap(
  content: MapContent,
  height: number,
  topInset = 0,
): OfflineLayout | null {
  const view: Viewport = { width: VIEW_WIDTH, height, padding: VIEW_PADDING, topInset };
  const bounds = contentBounds(content);
  if (!bounds) return null;
  const fit = fitBounds(bounds, view);
  const at = (p: [number, number]) => toView(p, fit, view);
  const lines = LINE_ORDER.flatMap((kind) =>
    content.lines
      .filter((l) => l.kind === kind && l.path.length > 0)
      .map((l) => ({ kind, points: l.path.map(at) })),
  );
  return {
    view,
    // The truck last, so it is drawn on top of the point it stands at.
    markers: placeMarkers(content.markers.map((m) => ({ ...m, at: at(m.position) }))),
    lines,
    circles: content.fences.flatMap((f) =>
      f.shape === 'circle'
        ? [{ label: f.label, at: at(f.centre), r: f.radiusM / fit.metresPerUnit }]
        : [],
    ),
    polygons: content.fences.flatMap((f) =>
      f.shape === 'polygon' ? [{ label: f.label, points: f.path.map(at) }] : [],
    ),
    scale: chooseScaleBar(fit.metresPerUnit, SCALE_MAX),
  };
}

/** Each label on the side where it covers no other pin or label (label-placement.ts). */
function placeMarkers(
  markers: { kind: MarkerKind; label: string; at: Xy }[],
): OfflineLayout['markers'] {
  const sides = placeLabels(markers, VIEW_WIDTH);
  return (
    markers
      .map((m, i) => ({ kind: m.kind, label: m.label, at: m.at, labelSide: sides[i]! }))
      // The truck last, so it is drawn on top of the point it stands at.
      .sort((a, b) => Number(a.kind === 'truck') - Number(b.kind === 'truck'))
  );
}

/** `x,y x,y …` for an SVG points attribute, rounded so the markup stays short and stable. */
export function svgPoints(points: Xy[]): string {
  return points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
}
