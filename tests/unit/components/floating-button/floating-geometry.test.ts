import { describe, expect, it } from 'vitest';
import {
  FLOATING_CLEARANCE_PX,
  FLOATING_MARGIN_PX as M,
  FLOATING_TAP_MS as SERVICE_BUTTON_TAP_MS,
  FLOATING_TUCKED_PX,
  type Rect,
  choosePlacement,
  clampToViewport,
  intersection,
  intersects,
  isTap,
  nearestFreeTop,
  rectAt,
  snapToEdge,
} from '@/components/floating-button/floating-geometry';

const button = { width: 56, height: 56 };
const viewport = { width: 375, height: 812 };
const insets = { top: 0, bottom: 50 };

describe('floating service button', () => {
  it('uses the 200 ms tap threshold of §9', () => {
    expect(SERVICE_BUTTON_TAP_MS).toBe(200);
    expect(isTap(199, { x: 0, y: 0 })).toBe(true);
    expect(isTap(200, { x: 0, y: 0 })).toBe(false);
  });

  it('a quick press that travels is a drag', () => {
    expect(isTap(80, { x: 3, y: 4 })).toBe(true);
    expect(isTap(80, { x: 30, y: 0 })).toBe(false);
  });

  it('stays inside the viewport', () => {
    expect(clampToViewport({ x: -100, y: -100 }, button, viewport, insets)).toEqual({ x: M, y: M });
    expect(clampToViewport({ x: 999, y: 999 }, button, viewport, insets)).toEqual({
      x: 375 - 56 - M,
      y: 812 - 50 - 56 - M,
    });
  });

  it('snaps to the nearer side edge', () => {
    expect(snapToEdge({ x: 100, y: 300 }, button, viewport, insets)).toEqual({ x: M, y: 300 });
    expect(snapToEdge({ x: 200, y: 300 }, button, viewport, insets)).toEqual({
      x: 375 - 56 - M,
      y: 300,
    });
  });
});

describe('where the floating button rests', () => {
  const size = { width: 52, height: 52 };
  const vp = { width: 360, height: 640 };
  const bars = { top: 56, bottom: 64 };
  const right = 360 - 52 - M;
  const place = (preferred: { x: number; y: number }, obstacles: Rect[]) =>
    choosePlacement({ preferred, button: size, viewport: vp, insets: bars, obstacles });

  it('stays at the preferred spot when it covers nothing', () => {
    expect(place({ x: 400, y: 300 }, [])).toEqual({ pos: { x: right, y: 300 }, free: true });
    // Something elsewhere on the page does not matter.
    expect(place({ x: 400, y: 300 }, [{ left: 0, top: 300, right: 200, bottom: 340 }]).pos).toEqual(
      { x: right, y: 300 },
    );
  });

  it('steps along its edge to the nearest free spot, clear by the gap', () => {
    // A 拨打 button under the preferred spot, nearer its top: the button moves above it.
    const call = { left: 280, top: 330, right: 350, bottom: 374 };
    const { pos, free } = place({ x: 400, y: 300 }, [call]);
    expect(free).toBe(true);
    expect(pos).toEqual({ x: right, y: Math.floor(330 - FLOATING_CLEARANCE_PX - 52) });
    expect(intersects(rectAt(pos, size), call, FLOATING_CLEARANCE_PX)).toBe(false);
    // Nearer its bottom: below it.
    expect(place({ x: 400, y: 360 }, [call]).pos).toEqual({ x: right, y: 374 + 4 });
  });

  it('leaves a gap between two controls alone when the button does not fit in it', () => {
    const a = { left: 200, top: 250, right: 350, bottom: 294 };
    const b = { left: 200, top: 330, right: 350, bottom: 374 };
    // Free tops: up to 194 (above a) or from 378 (below b); 378 is nearer to 290.
    expect(place({ x: 400, y: 290 }, [a, b]).pos.y).toBe(374 + 4);
    expect(place({ x: 400, y: 270 }, [a, b]).pos.y).toBe(250 - 4 - 52);
  });

  it('takes the other edge when its own edge is all taken', () => {
    const column = { left: 290, top: 0, right: 360, bottom: 640 };
    expect(place({ x: 400, y: 300 }, [column])).toEqual({ pos: { x: M, y: 300 }, free: true });
  });

  it('would rather not cover text: a clear spot on either edge first, then tucked, then over text', () => {
    const withText = (preferred: { x: number; y: number }, obstacles: Rect[], soft: Rect[]) =>
      choosePlacement({ preferred, button: size, viewport: vp, insets: bars, obstacles, soft });
    // A label runs along its own edge (新油卡余额 at the right): the other edge is clear.
    const rightLabels = { left: 250, top: 0, right: 348, bottom: 640 };
    expect(withText({ x: 400, y: 300 }, [], [rightLabels])).toEqual({
      pos: { x: M, y: 300 },
      free: true,
    });
    // Text on both edges, the card margins clear: it tucks rather than sits on the text.
    const lines = { left: 24, top: 0, right: 336, bottom: 640 };
    expect(withText({ x: 400, y: 300 }, [], [lines])).toEqual({
      pos: { x: 360 - FLOATING_TUCKED_PX, y: 300 },
      free: true,
      tucked: true,
    });
    // Text to the very edges: over text, still clear of every control.
    const full = { left: 0, top: 0, right: 360, bottom: 640 };
    const call = { left: 280, top: 330, right: 350, bottom: 374 };
    const placed = withText({ x: 400, y: 300 }, [call], [full]);
    expect(placed.free).toBe(true);
    expect(placed.tucked).toBeUndefined();
    expect(intersects(rectAt(placed.pos, size), call, FLOATING_CLEARANCE_PX)).toBe(false);
  });

  it('keeps clear of a bottom action bar', () => {
    const actionBar = { left: 0, top: 560, right: 360, bottom: 640 };
    const { pos } = place({ x: 400, y: 530 }, [actionBar]);
    expect(pos.y + 52 + FLOATING_CLEARANCE_PX).toBeLessThanOrEqual(560);
  });

  it('on a dense list with figures at both edges it tucks past its edge, its sliver on the margin', () => {
    // Cards 12 px from each edge, text 12 px inside them: the figures start 24 px in.
    const rows = [0, 1, 2, 3, 4, 5, 6].map((i) => ({
      left: 24,
      top: 60 + i * 80,
      right: 336,
      bottom: 130 + i * 80,
    }));
    const placed = place({ x: 400, y: 300 }, rows);
    expect(placed).toEqual({
      pos: { x: 360 - FLOATING_TUCKED_PX, y: 300 },
      free: true,
      tucked: true,
    });
    for (const row of rows) expect(intersects(rectAt(placed.pos, size), row)).toBe(false);
    // Preferring the left edge, it tucks on the left.
    expect(place({ x: 0, y: 300 }, rows).pos).toEqual({ x: FLOATING_TUCKED_PX - 52, y: 300 });
  });

  it('on a full-bleed list whose figures end 16 px from the edge it shows only 16 px', () => {
    const rows = [0, 1, 2, 3, 4, 5, 6].map((i) => ({
      left: 16,
      top: 60 + i * 80,
      right: 344,
      bottom: 130 + i * 80,
    }));
    const placed = place({ x: 400, y: 300 }, rows);
    expect(placed).toEqual({ pos: { x: 360 - 16, y: 300 }, free: true, tucked: true });
  });

  it('when nothing is free, covers the least on its own edge', () => {
    const everywhere = [
      { left: 0, top: 0, right: 360, bottom: 640 },
      { left: 300, top: 100, right: 360, bottom: 120 },
    ];
    const { pos, free } = place({ x: 400, y: 110 }, everywhere);
    expect(free).toBe(false);
    expect(pos.x).toBe(right);
    expect(pos.y === 110 ? 'still covers the second' : 'moved off it').toBe('moved off it');
  });

  it('a drop on the left stays on the left', () => {
    expect(place({ x: 20, y: 200 }, []).pos).toEqual({ x: M, y: 200 });
  });
});

describe('the rectangles', () => {
  it('touching is not overlapping; a gap makes it so', () => {
    const a = { left: 0, top: 0, right: 10, bottom: 10 };
    const b = { left: 10, top: 0, right: 20, bottom: 10 };
    expect(intersection(a, b)).toBeNull();
    expect(intersects(a, b)).toBe(false);
    expect(intersects(a, b, 1)).toBe(true);
    expect(intersection(a, { left: 5, top: 5, right: 20, bottom: 20 })).toEqual({
      left: 5,
      top: 5,
      right: 10,
      bottom: 10,
    });
  });

  it('nearestFreeTop picks the closer end of a blocked stretch', () => {
    expect(nearestFreeTop(50, 0, 100, [{ from: 40, to: 70 }])).toBe(40);
    expect(nearestFreeTop(60, 0, 100, [{ from: 40, to: 70 }])).toBe(70);
    expect(nearestFreeTop(60, 0, 100, [{ from: -10, to: 110 }])).toBeNull();
  });
});
