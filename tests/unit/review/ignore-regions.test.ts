import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cleanRect,
  maskBoth,
  readIgnoreRegions,
  recordHits,
  setStoryRegions,
  type RgbaImage,
} from '../../../review/lib/ignore-regions';
import { maskedComparator } from '../../../review/lib/masked-comparator';

/** A white image; `dots` paints single pixels black. */
function image(width: number, height: number, dots: [number, number][] = []): RgbaImage {
  const data = new Uint8Array(width * height * 4).fill(255);
  for (const [x, y] of dots) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return { data, width, height };
}

const picture = (img: RgbaImage) => ({
  metadata: { width: img.width, height: img.height },
  data: img.data,
});

describe('ignore regions', () => {
  it('are whole, non-empty rectangles', () => {
    expect(cleanRect({ x: 1.4, y: -3, width: 10.6, height: 2 })).toEqual({
      x: 1,
      y: 0,
      width: 11,
      height: 2,
    });
    expect(cleanRect({ x: 0, y: 0, width: 0, height: 5 })).toBeNull();
    expect(cleanRect({ x: Number.NaN, y: 0, width: 3, height: 5 })).toBeNull();
  });

  it('paint both pictures the same inside the region and name the regions that hid a difference', () => {
    const clock = { id: 'clock', x: 0, y: 0, width: 4, height: 2 };
    const bar = { id: 'bar', x: 0, y: 8, width: 10, height: 2 };
    const a = image(10, 10);
    const b = image(10, 10, [[1, 1]]);
    const masked = maskBoth(a, b, [clock, bar]);
    expect(masked.hidden).toEqual(['clock']);
    expect(Buffer.from(masked.a.data).equals(Buffer.from(masked.b.data))).toBe(true);
    // The originals are untouched.
    expect(b.data[(1 * 10 + 1) * 4]).toBe(0);
  });

  it('are honoured by the comparator: a difference inside passes, one outside still fails', () => {
    const regions = [{ id: 'clock', x: 0, y: 0, width: 4, height: 2 }];
    const base = picture(image(10, 10));
    const inside = picture(
      image(10, 10, [
        [1, 1],
        [2, 1],
        [3, 0],
      ]),
    );
    const outside = picture(
      image(10, 10, [
        [6, 6],
        [7, 6],
        [8, 6],
      ]),
    );
    const options = { createDiff: false, threshold: 0.2, allowedMismatchedPixelRatio: 0.01 };
    expect(maskedComparator(base, inside, options).pass).toBe(false);
    expect(maskedComparator(base, inside, { ...options, regions }).pass).toBe(true);
    expect(maskedComparator(base, outside, { ...options, regions }).pass).toBe(false);
  });

  it('are saved per story, one a line, and keep their hit counts when the list is edited', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'regions-')), 'ignore-regions.json');
    const [clock] = setStoryRegions(file, 'a--b', [
      { x: 0, y: 0, width: 40, height: 20, label: 'clock' },
    ]);
    setStoryRegions(file, 'a--a', [{ x: 5, y: 5, width: 5, height: 5 }]);
    recordHits(file, 'a--b', [clock.id], '2026-12-07T12:00:00.000Z');
    recordHits(file, 'a--b', [clock.id], '2026-12-07T13:00:00.000Z');
    setStoryRegions(file, 'a--b', [
      { id: clock.id, x: 0, y: 0, width: 40, height: 20 },
      { x: 0, y: 790, width: 375, height: 22, label: 'status bar' },
    ]);
    const saved = readIgnoreRegions(file);
    expect(Object.keys(saved)).toEqual(['a--a', 'a--b']);
    expect(saved['a--b'][0]).toMatchObject({
      label: 'clock',
      hits: 2,
      lastHit: '2026-12-07T13:00:00.000Z',
    });
    expect(saved['a--b'][1]).toMatchObject({ label: 'status bar', hits: 0, lastHit: null });
    expect(readFileSync(file, 'utf8').split('\n')).toHaveLength(10);
    setStoryRegions(file, 'a--a', []);
    expect(Object.keys(readIgnoreRegions(file))).toEqual(['a--b']);
  });
});
