/**
 * Where each marker's label goes so that no label covers another marker's pin or another label:
 * the preferred side first (away from the view's right edge, under the truck when it stands at a
 * point), then the other side, below, above; the first side that covers nothing wins, else the one
 * that covers least. Pure, in screen pixels: the offline SVG map (view-box units) and AMap
 * (container pixels) place their labels with the same rule.
 */
import type { MarkerKind } from './types';

export type LabelSide = 'right' | 'left' | 'below' | 'above';

export interface Xy {
  x: number;
  y: number;
}

export interface LabelledPoint {
  kind: MarkerKind;
  label: string;
  at: Xy;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Labels are drawn at 12 px. */
const FONT = 12;
/** Closer than this to another marker, the truck's label moves under it. */
const CROWDED = 48;
/** The pin's half width; its tip is at the point and its head 31 px above. */
const PIN_HALF = 11;
const PIN_HEIGHT = 31;
const TRUCK_R = 11;
const GAP = 15;

/** About how wide a label is drawn: a CJK character a full em, anything else about half. */
export function labelWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += /[\u2e80-\uffef]/.test(ch) ? FONT : FONT * 0.6;
  return w;
}

/**
 * Where the label's text starts against its marker: its x, its baseline y and the SVG text anchor
 * (left: the text ends there; below and above: centred).
 */
export function labelOffset(
  kind: MarkerKind,
  side: LabelSide,
  badges = false,
): { dx: number; dy: number; anchor: 'start' | 'end' | 'middle' } {
  const round = badges || kind === 'truck';
  const besideY = round ? 4 : -16;
  switch (side) {
    case 'right':
      return { dx: GAP, dy: besideY, anchor: 'start' };
    case 'left':
      return { dx: -GAP, dy: besideY, anchor: 'end' };
    case 'below':
      return { dx: 0, dy: 26, anchor: 'middle' };
    case 'above':
      return { dx: 0, dy: round ? -TRUCK_R - 5 : -PIN_HEIGHT - 5, anchor: 'middle' };
  }
}

function markerBox({ kind, at }: LabelledPoint, badges: boolean): Box {
  return badges || kind === 'truck'
    ? { x0: at.x - TRUCK_R, y0: at.y - TRUCK_R, x1: at.x + TRUCK_R, y1: at.y + TRUCK_R }
    : { x0: at.x - PIN_HALF, y0: at.y - PIN_HEIGHT, x1: at.x + PIN_HALF, y1: at.y };
}

export function labelBox(p: LabelledPoint, side: LabelSide, badges = false): Box {
  const { dx, dy, anchor } = labelOffset(p.kind, side, badges);
  const w = labelWidth(p.label);
  const x = p.at.x + dx;
  const x0 = anchor === 'start' ? x : anchor === 'end' ? x - w : x - w / 2;
  // The text's box: from its cap height above the baseline to its descent below.
  return { x0, y0: p.at.y + dy - FONT + 1, x1: x0 + w, y1: p.at.y + dy + 3 };
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

/** What of the box lies outside the view's width (it would be cut off). */
function outside(b: Box, width: number): number {
  const h = b.y1 - b.y0;
  return (Math.max(0, -b.x0) + Math.max(0, b.x1 - width)) * h;
}

function preferred(p: LabelledPoint, all: LabelledPoint[], width: number): LabelSide {
  const near = (o: LabelledPoint) =>
    o !== p && Math.hypot(o.at.x - p.at.x, o.at.y - p.at.y) < CROWDED;
  if (p.kind === 'truck') {
    if (all.some(near)) return 'below';
  } else {
    // A point with another marker beside it (the truck first) writes its label away from it.
    const other = all.find((o) => o.kind === 'truck' && near(o)) ?? all.find(near);
    if (other) return other.at.x >= p.at.x ? 'left' : 'right';
  }
  return p.at.x > width * 0.6 ? 'left' : 'right';
}

const OTHER: Record<LabelSide, LabelSide> = {
  right: 'left',
  left: 'right',
  below: 'above',
  above: 'below',
};

/**
 * One side per marker, in the markers' order (points are placed before the truck). `badges`: every
 * marker is a round badge centred on its point (AMap), not a pin standing on it (the SVG map).
 */
export function placeLabels(markers: LabelledPoint[], width: number, badges = false): LabelSide[] {
  const sides: LabelSide[] = markers.map(() => 'right');
  const placed: Box[] = [];
  const order = markers
    .map((p, i) => ({ p, i }))
    .sort((a, b) => Number(a.p.kind === 'truck') - Number(b.p.kind === 'truck'));
  for (const { p, i } of order) {
    const first = preferred(p, markers, width);
    const candidates = [
      ...new Set<LabelSide>([first, OTHER[first], 'right', 'left', 'below', 'above']),
    ];
    const pins = markers.filter((o) => o !== p).map((o) => markerBox(o, badges));
    const cost = (side: LabelSide) => {
      const box = labelBox(p, side, badges);
      const covered = [...pins, ...placed].reduce((sum, b) => sum + overlap(box, b), 0);
      return covered + outside(box, width);
    };
    let best = first;
    let bestCost = cost(first);
    for (const side of candidates) {
      if (bestCost === 0) break;
      const c = cost(side);
      if (c < bestCost) [best, bestCost] = [side, c];
    }
    sides[i] = best;
    placed.push(labelBox(p, best, badges));
  }
  return sides;
}
