import { describe, expect, it } from 'vitest';
import {
  FLOATING_MARGIN_PX as M,
  FLOATING_TAP_MS as SERVICE_BUTTON_TAP_MS,
  clampToViewport,
  isTap,
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
