/** Everything the offline map draws, in view-box coordinates: pure, so it is unit-tested. */
import {
  chooseScaleBar,
  contentBounds,
  fitBounds,
  toView,
  type ScaleBar,
  type Viewport,
} from './projection';
import { LINE_ORDER } from './map-style';
import type { LineKind, MapContent, MarkerKind } from './types';

export const VIEW_WIDTH = 360;
export const VIEW_PADDING = 36;
/** Grid spacing in view-box units: a texture, not a measure. */
export const GRID_STEP = 30;
const SCALE_MAX = 96;

/** Where a marker's label goes: beside it, or under the truck when it stands on a point. */
export type LabelSide = 'right' | 'left' | 'below';
/** Closer than this to another marker, the truck's label moves under it. */
const CROWDED = 48;

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

function placeMarkers(
  markers: { kind: MarkerKind; label: string; at: Xy }[],
): OfflineLayout['markers'] {
  const near = (m: (typeof markers)[number], o: (typeof markers)[number]) =>
    o !== m && Math.hypot(o.at.x - m.at.x, o.at.y - m.at.y) < CROWDED;
  const side = (m: (typeof markers)[number]): LabelSide => {
    if (m.kind === 'truck') {
      if (markers.some((o) => near(m, o))) return 'below';
    } else {
      // A point with the truck beside it writes its label away from the truck.
      const truck = markers.find((o) => o.kind === 'truck' && near(m, o));
      if (truck) return truck.at.x >= m.at.x ? 'left' : 'right';
    }
    return m.at.x > VIEW_WIDTH * 0.6 ? 'left' : 'right';
  };
  return (
    markers
      .map((m) => ({ kind: m.kind, label: m.label, at: m.at, labelSide: side(m) }))
      // The truck last, so it is drawn on top of the point it stands at.
      .sort((a, b) => Number(a.kind === 'truck') - Number(b.kind === 'truck'))
  );
}

/** `x,y x,y …` for an SVG points attribute, rounded so the markup stays short and stable. */
export function svgPoints(points: Xy[]): string {
  return points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
}
