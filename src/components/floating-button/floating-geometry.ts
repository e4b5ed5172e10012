/** §9: a press shorter than this (and barely moving) is a tap, not a drag. */
export const FLOATING_TAP_MS = 200;
/** A finger wobbles a few pixels even on a tap. */
const FLOATING_TAP_SLOP_PX = 8;
/** Gap kept between the button and the viewport edges. */
export const FLOATING_MARGIN_PX = 12;
/** Gap kept between the button and anything it must not cover. */
export const FLOATING_CLEARANCE_PX = 4;
/**
 * How much of a tucked button shows at the screen edge: the width of a card's margin and padding
 * (12 + 12 px), where a screen never puts a control or a figure; a full-bleed list row keeps only
 * its 16 px padding, a chevron row 12, so the button tucks that far when it must.
 */
export const FLOATING_TUCKED_PX = 24;
const TUCKED_STEPS_PX = [FLOATING_TUCKED_PX, 16, 12] as const;

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Insets {
  top: number;
  bottom: number;
}

/** A box in viewport px, as `getBoundingClientRect` gives it. */
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export type Side = 'left' | 'right';

/** Where the button rests, and whether that spot covers nothing. */
export interface Placement {
  pos: Point;
  free: boolean;
  /** Pushed mostly past the edge: the screen had no free spot for the whole button. */
  tucked?: boolean;
}

export function isTap(durationMs: number, moved: Point): boolean {
  return durationMs < FLOATING_TAP_MS && Math.hypot(moved.x, moved.y) <= FLOATING_TAP_SLOP_PX;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/** Keeps the button's top-left corner inside the viewport (minus margins and bars). */
export function clampToViewport(pos: Point, button: Size, viewport: Size, insets: Insets): Point {
  const m = FLOATING_MARGIN_PX;
  return {
    x: clamp(pos.x, m, viewport.width - button.width - m),
    y: clamp(pos.y, insets.top + m, viewport.height - insets.bottom - button.height - m),
  };
}

/** The x of the button resting against one side edge. */
export function edgeX(side: Side, button: Size, viewport: Size): number {
  const m = FLOATING_MARGIN_PX;
  return side === 'left' ? m : Math.max(m, viewport.width - button.width - m);
}

/** The side edge nearer to the button's centre. */
export function nearerSide(pos: Point, button: Size, viewport: Size): Side {
  return pos.x + button.width / 2 < viewport.width / 2 ? 'left' : 'right';
}

/** After a drag the button rests against the nearer side edge, at the height it was dropped. */
export function snapToEdge(pos: Point, button: Size, viewport: Size, insets: Insets): Point {
  const inside = clampToViewport(pos, button, viewport, insets);
  return { x: edgeX(nearerSide(inside, button, viewport), button, viewport), y: inside.y };
}

export function rectAt(pos: Point, button: Size): Rect {
  return { left: pos.x, top: pos.y, right: pos.x + button.width, bottom: pos.y + button.height };
}

/** The common part of two boxes, or null when they only touch or are apart. */
export function intersection(a: Rect, b: Rect): Rect | null {
  const left = Math.max(a.left, b.left);
  const top = Math.max(a.top, b.top);
  const right = Math.min(a.right, b.right);
  const bottom = Math.min(a.bottom, b.bottom);
  return left < right && top < bottom ? { left, top, right, bottom } : null;
}

/** Whether two boxes overlap once `a` is grown by `gap` on every side. */
export function intersects(a: Rect, b: Rect, gap = 0): boolean {
  const grown = {
    left: a.left - gap,
    top: a.top - gap,
    right: a.right + gap,
    bottom: a.bottom + gap,
  };
  return intersection(grown, b) !== null;
}

function overlapArea(a: Rect, b: Rect): number {
  const common = intersection(a, b);
  return common ? (common.right - common.left) * (common.bottom - common.top) : 0;
}

export interface Span {
  from: number;
  to: number;
}

/** The tops the button cannot take on one edge: an open interval per obstacle in its column. */
function blockedTops(x: number, button: Size, obstacles: readonly Rect[], gap: number): Span[] {
  const column = { left: x - gap, right: x + button.width + gap };
  return obstacles
    .filter((o) => o.left < column.right && o.right > column.left && o.bottom > o.top)
    .map((o) => ({ from: o.top - gap - button.height, to: o.bottom + gap }))
    .sort((a, b) => a.from - b.from);
}

/** The free top nearest to `y` between `min` and `max`, or null when the edge is all taken. */
export function nearestFreeTop(
  y: number,
  min: number,
  max: number,
  blocked: Span[],
): number | null {
  const isFree = (top: number) =>
    top >= min && top <= max && blocked.every((b) => !(top > b.from && top < b.to));
  const start = clamp(y, min, max);
  if (isFree(start)) return start;
  const candidates = [min, max];
  for (const b of blocked) candidates.push(Math.floor(b.from), Math.ceil(b.to));
  let best: number | null = null;
  for (const top of candidates) {
    if (!isFree(top)) continue;
    if (best === null || Math.abs(top - start) < Math.abs(best - start)) best = top;
  }
  return best;
}

export interface PlacementInput {
  /** Where the driver wants it (its top-left corner); the nearer side edge is tried first. */
  preferred: Point;
  button: Size;
  viewport: Size;
  insets: Insets;
  /** Boxes it must not cover, in viewport px. */
  obstacles: readonly Rect[];
  /**
   * Boxes it would rather not cover (lines of plain text): a spot clear of these too is taken
   * first, on either edge, then a tucked spot clear of them; only then one over text.
   */
  soft?: readonly Rect[];
  /** Gap kept from each obstacle. Default FLOATING_CLEARANCE_PX. */
  gap?: number;
}

/** The x of a button tucked against one side edge with `shown` px of it on the screen. */
export function tuckedX(side: Side, button: Size, viewport: Size, shown = FLOATING_TUCKED_PX) {
  return side === 'left' ? shown - button.width : viewport.width - shown;
}

/**
 * The spot nearest the preferred one, on the preferred side edge, then on the other, where the
 * button covers no obstacle and no text. Then the same tucked past the edge (a sliver on a card's
 * margin); then a spot over text but clear of every obstacle; then tucked clear of obstacles (a
 * dense list with figures at both edges); only when even that is taken does it stay on the
 * preferred edge where it covers the least.
 */
export function choosePlacement(input: PlacementInput): Placement {
  const { button, viewport, insets, obstacles, soft = [], gap = FLOATING_CLEARANCE_PX } = input;
  const wanted = clampToViewport(input.preferred, button, viewport, insets);
  const first = nearerSide(wanted, button, viewport);
  const sides: Side[] = [first, first === 'left' ? 'right' : 'left'];
  const min = insets.top + FLOATING_MARGIN_PX;
  const max = Math.max(min, viewport.height - insets.bottom - button.height - FLOATING_MARGIN_PX);
  const onEdge = (avoid: readonly Rect[]): Placement | null => {
    for (const side of sides) {
      const x = edgeX(side, button, viewport);
      const top = nearestFreeTop(wanted.y, min, max, blockedTops(x, button, avoid, gap));
      if (top !== null) return { pos: { x, y: top }, free: true };
    }
    return null;
  };
  const tucked = (avoid: readonly Rect[]): Placement | null => {
    for (const shown of TUCKED_STEPS_PX) {
      for (const side of sides) {
        const x = tuckedX(side, button, viewport, shown);
        const top = nearestFreeTop(wanted.y, min, max, blockedTops(x, button, avoid, 0));
        if (top !== null) return { pos: { x, y: top }, free: true, tucked: true };
      }
    }
    return null;
  };
  const everything = soft.length > 0 ? [...obstacles, ...soft] : obstacles;
  return (
    onEdge(everything) ??
    (soft.length > 0 ? tucked(everything) : null) ??
    (soft.length > 0 ? onEdge(obstacles) : null) ??
    tucked(obstacles) ?? { pos: leastCovering(wanted, first, input, min, max), free: false }
  );
}

function leastCovering(wanted: Point, side: Side, input: PlacementInput, min: number, max: number) {
  const { button, viewport, obstacles, gap = FLOATING_CLEARANCE_PX } = input;
  const x = edgeX(side, button, viewport);
  const covered = (y: number) =>
    obstacles.reduce((sum, o) => sum + overlapArea(rectAt({ x, y }, button), o), 0);
  // Where covering starts or ends is where the least may be covered; a 4-px walk between.
  const tops = [wanted.y, min, max];
  for (const b of blockedTops(x, button, obstacles, gap)) tops.push(b.from + gap, b.to - gap);
  for (let y = min; y <= max; y += 4) tops.push(y);
  let best = { x, y: wanted.y };
  let bestArea = covered(wanted.y);
  for (const raw of tops) {
    const y = Math.round(clamp(raw, min, max));
    const area = covered(y);
    const nearer = Math.abs(y - wanted.y) < Math.abs(best.y - wanted.y);
    if (area < bestArea || (area === bestArea && nearer)) {
      best = { x, y };
      bestArea = area;
    }
  }
  return best;
}
