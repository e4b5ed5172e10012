/**
 * Ignore regions: rectangles of a story's picture (a clock, a status bar) that the comparison
 * does not look at. Saved per story in tests/visual/ignore-regions.json; each region counts the
 * runs in which it hid a difference, so one that never hides anything can be taken away.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface IgnoreRegion extends Rect {
  id: string;
  label: string;
  /** Runs in which this region hid at least one differing pixel. */
  hits: number;
  lastHit: string | null;
}

export type IgnoreRegions = Record<string, IgnoreRegion[]>;

export function readIgnoreRegions(file: string): IgnoreRegions {
  if (!existsSync(file)) return {};
  const text = readFileSync(file, 'utf8').trim();
  return text ? (JSON.parse(text) as IgnoreRegions) : {};
}

function regionLine(region: IgnoreRegion): string {
  const { id, label, x, y, width, height, hits, lastHit } = region;
  return `    ${JSON.stringify({ id, label, x, y, width, height, hits, lastHit })}`;
}

/** Stories sorted, one region a line. */
export function formatIgnoreRegions(all: IgnoreRegions): string {
  const ids = Object.keys(all)
    .filter((id) => all[id].length > 0)
    .sort();
  if (ids.length === 0) return '{}\n';
  const blocks = ids.map(
    (id) => `  ${JSON.stringify(id)}: [\n${all[id].map(regionLine).join(',\n')}\n  ]`,
  );
  return `{\n${blocks.join(',\n')}\n}\n`;
}

/** Whole pixels, inside the picture's first quadrant; an empty rectangle is refused. */
export function cleanRect(rect: Rect): Rect | null {
  const x = Math.max(0, Math.round(rect.x));
  const y = Math.max(0, Math.round(rect.y));
  const width = Math.round(rect.width);
  const height = Math.round(rect.height);
  if (![x, y, width, height].every(Number.isFinite) || width < 1 || height < 1) return null;
  return { x, y, width, height };
}

/** Replaces a story's regions, keeping the hit counts of regions that stay (same id). */
export function setStoryRegions(
  file: string,
  storyId: string,
  regions: (Rect & { id?: string; label?: string })[],
): IgnoreRegion[] {
  const all = readIgnoreRegions(file);
  const old = new Map((all[storyId] ?? []).map((region) => [region.id, region]));
  const next: IgnoreRegion[] = [];
  for (const [index, region] of regions.entries()) {
    const rect = cleanRect(region);
    if (!rect) continue;
    const kept = region.id ? old.get(region.id) : undefined;
    const id = region.id ?? `r${Date.now().toString(36)}${index}`;
    next.push({
      id,
      label: region.label ?? kept?.label ?? '',
      ...rect,
      hits: kept?.hits ?? 0,
      lastHit: kept?.lastHit ?? null,
    });
  }
  all[storyId] = next;
  writeFileSync(file, formatIgnoreRegions(all));
  return next;
}

/** Adds one run's hit to each named region of a story. */
export function recordHits(file: string, storyId: string, regionIds: string[], time: string): void {
  if (regionIds.length === 0) return;
  const all = readIgnoreRegions(file);
  for (const region of all[storyId] ?? []) {
    if (!regionIds.includes(region.id)) continue;
    region.hits += 1;
    region.lastHit = time;
  }
  writeFileSync(file, formatIgnoreRegions(all));
}

export interface RgbaImage {
  data: Uint8Array | Uint8ClampedArray | Buffer;
  width: number;
  height: number;
}

/** Paints a region the same colour in a copy of the image: masked pixels can never differ. */
function paint(image: RgbaImage, regions: Rect[]): Uint8Array {
  const data = new Uint8Array(image.data);
  for (const region of regions) {
    const right = Math.min(image.width, region.x + region.width);
    const bottom = Math.min(image.height, region.y + region.height);
    for (let y = Math.max(0, region.y); y < bottom; y += 1) {
      for (let x = Math.max(0, region.x); x < right; x += 1) {
        const at = (y * image.width + x) * 4;
        data[at] = 255;
        data[at + 1] = 0;
        data[at + 2] = 255;
        data[at + 3] = 255;
      }
    }
  }
  return data;
}

/** Whether any pixel inside the region differs between the two images (same size assumed). */
function differsInside(a: RgbaImage, b: RgbaImage, region: Rect): boolean {
  const right = Math.min(a.width, region.x + region.width);
  const bottom = Math.min(a.height, region.y + region.height);
  for (let y = Math.max(0, region.y); y < bottom; y += 1) {
    const row = y * a.width;
    for (let x = Math.max(0, region.x); x < right; x += 1) {
      const at = (row + x) * 4;
      if (
        a.data[at] !== b.data[at] ||
        a.data[at + 1] !== b.data[at + 1] ||
        a.data[at + 2] !== b.data[at + 2] ||
        a.data[at + 3] !== b.data[at + 3]
      )
        return true;
    }
  }
  return false;
}

/**
 * Both images with the regions painted over, and the ids of the regions that hid a difference.
 * Images of different sizes are left as they are: the comparison fails on the size anyway.
 */
export function maskBoth<R extends Rect & { id: string }>(
  a: RgbaImage,
  b: RgbaImage,
  regions: R[],
): { a: RgbaImage; b: RgbaImage; hidden: string[] } {
  if (regions.length === 0 || a.width !== b.width || a.height !== b.height)
    return { a, b, hidden: [] };
  const hidden = regions.filter((region) => differsInside(a, b, region)).map(({ id }) => id);
  return {
    a: { width: a.width, height: a.height, data: paint(a, regions) },
    b: { width: b.width, height: b.height, data: paint(b, regions) },
    hidden,
  };
}
