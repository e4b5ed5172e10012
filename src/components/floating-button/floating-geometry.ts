/** §9: a press shorter than this (and barely moving) is a tap, not a drag. */
export const FLOATING_TAP_MS = 200;
/** A finger wobbles a few pixels even on a tap. */
const FLOATING_TAP_SLOP_PX = 8;
/** Gap kept between the button and the viewport edges. */
export const FLOATING_MARGIN_PX = 12;

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

/** After a drag the button rests against the nearer side edge, at the height it was dropped. */
export function snapToEdge(pos: Point, button: Size, viewport: Size, insets: Insets): Point {
  const inside = clampToViewport(pos, button, viewport, insets);
  const centre = inside.x + button.width / 2;
  const m = FLOATING_MARGIN_PX;
  const x = centre < viewport.width / 2 ? m : Math.max(m, viewport.width - button.width - m);
  return { x, y: inside.y };
}
