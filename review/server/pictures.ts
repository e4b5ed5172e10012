/**
 * What two pictures' difference looks like to the desk: the box around the changed pixels and a
 * signature, the colour swap most of them share (`#0b62d6>#d4380d`), so one token change across
 * many screens reads as one change. Decoding is the desk's one slow step: results are cached.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { PNG } from 'pngjs';
import type { Rect } from '../lib/ignore-regions';

export interface PictureDiff {
  changedPixels: number;
  box: Rect | null;
  signature: string;
  sizes: string;
}

/** Channel steps below this are anti-aliasing noise, not a change a person sees. */
const NOISE = 24;

const hex = (value: number) => `#${value.toString(16).padStart(6, '0')}`;

export function decode(file: string): PNG {
  return PNG.sync.read(readFileSync(file));
}

export function comparePictures(before: PNG, after: PNG): PictureDiff {
  const sizes = `${before.width}×${before.height}>${after.width}×${after.height}`;
  if (before.width !== after.width || before.height !== after.height) {
    const box = { x: 0, y: 0, width: after.width, height: after.height };
    return { changedPixels: after.width * after.height, box, signature: `size ${sizes}`, sizes };
  }
  const { width, height } = after;
  const a = before.data;
  const b = after.data;
  const pairs = new Map<number, number>();
  let changed = 0;
  let [left, top, right, bottom] = [width, height, -1, -1];
  // Whole pixels first: most are equal, and one 32-bit compare says so.
  const wa = new Uint32Array(a.buffer, a.byteOffset, width * height);
  const wb = new Uint32Array(b.buffer, b.byteOffset, width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (wa[y * width + x] === wb[y * width + x]) continue;
      const at = (y * width + x) * 4;
      const delta = Math.max(
        Math.abs(a[at] - b[at]),
        Math.abs(a[at + 1] - b[at + 1]),
        Math.abs(a[at + 2] - b[at + 2]),
      );
      if (delta <= NOISE) continue;
      changed += 1;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      const key =
        ((a[at] << 16) | (a[at + 1] << 8) | a[at + 2]) * 0x1000000 +
        ((b[at] << 16) | (b[at + 1] << 8) | b[at + 2]);
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
    }
  }
  if (changed === 0) return { changedPixels: 0, box: null, signature: 'no visible change', sizes };
  let top1 = 0;
  let most = 0;
  for (const [key, count] of pairs) if (count > most) [top1, most] = [key, count];
  const signature = `${hex(Math.floor(top1 / 0x1000000))}>${hex(top1 % 0x1000000)}`;
  const box = { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
  return { changedPixels: changed, box, signature, sizes };
}

const cache = new Map<string, { key: string; diff: PictureDiff }>();

/** Cached by story and the new picture's time: accepting (which replaces the baseline) keeps it. */
export function pictureDiff(id: string, baseline: string, actual: string): PictureDiff | null {
  if (!existsSync(actual) || !existsSync(baseline)) return null;
  const key = `${statSync(actual).mtimeMs}`;
  const hit = cache.get(id);
  if (hit?.key === key) return hit.diff;
  const diff = comparePictures(decode(baseline), decode(actual));
  cache.set(id, { key, diff });
  return diff;
}

export function cachedDiff(id: string): PictureDiff | null {
  return cache.get(id)?.diff ?? null;
}
