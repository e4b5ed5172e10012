import { describe, expect, it } from 'vitest';
import { labelBox, labelWidth, placeLabels } from '@/components/map/label-placement';
import type { LabelledPoint } from '@/components/map/label-placement';

const WIDTH = 360;
const pin = (kind: LabelledPoint['kind'], x: number, y: number, label = '南京市 鼓楼区') => ({
  kind,
  label,
  at: { x, y },
});
type Box = ReturnType<typeof labelBox>;
const meets = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
/** The pin drawn at a point: 22 px wide, standing 31 px tall on its tip. */
const pinBox = (p: LabelledPoint): Box => ({
  x0: p.at.x - 11,
  y0: p.at.y - 31,
  x1: p.at.x + 11,
  y1: p.at.y,
});

describe('label placement', () => {
  it('measures CJK text a full em and the rest about half', () => {
    expect(labelWidth('装货地')).toBe(36);
    expect(labelWidth('A1')).toBeCloseTo(14.4, 5);
  });

  it('keeps the preferred sides when nothing is in the way', () => {
    const far = [pin('loading', 60, 200), pin('unloading', 300, 80)];
    expect(placeLabels(far, WIDTH)).toEqual(['right', 'left']);
  });

  it('never lets the 卸货地 label cover the 装货地 pin a few pixels away, nor the other way', () => {
    // The unloading point near the right edge would write its label leftwards, over the loading pin.
    for (const gap of [0, 4, 8, 20, 40, 70]) {
      const markers = [pin('loading', 290, 200), pin('unloading', 290 + gap * 0.5, 200 - gap)];
      const sides = placeLabels(markers, WIDTH);
      const [a, b] = markers.map((m, i) => labelBox(m, sides[i]!));
      expect(meets(a!, pinBox(markers[1]!)), `gap ${gap}`).toBe(false);
      expect(meets(b!, pinBox(markers[0]!)), `gap ${gap}`).toBe(false);
      expect(meets(a!, b!), `gap ${gap}`).toBe(false);
    }
  });

  it('flips a label that would cover another pin to the other side', () => {
    const markers = [pin('loading', 250, 200), pin('unloading', 270, 200)];
    // Both near the right edge would write leftwards: the unloading label would cross the loading pin.
    expect(placeLabels(markers, WIDTH)).toEqual(['left', 'below']);
  });

  it('places the truck after the points, under them when it stands at one', () => {
    const markers = [pin('truck', 101, 199, '车'), pin('loading', 100, 200)];
    expect(placeLabels(markers, WIDTH)).toEqual(['below', 'left']);
  });

  it('uses the round badge geometry for AMap', () => {
    const markers = [pin('loading', 250, 200), pin('unloading', 262, 200)];
    const sides = placeLabels(markers, WIDTH, true);
    const [a, b] = markers.map((m, i) => labelBox(m, sides[i]!, true));
    const badge = (p: LabelledPoint): Box => ({
      x0: p.at.x - 11,
      y0: p.at.y - 11,
      x1: p.at.x + 11,
      y1: p.at.y + 11,
    });
    expect(meets(a!, badge(markers[1]!))).toBe(false);
    expect(meets(b!, badge(markers[0]!))).toBe(false);
  });
});
