/**
 * The story run's comparator (vitest.config.ts): Vitest's own pixelmatch comparison, after the
 * story's ignore regions are painted over in both pictures. A region that hid a difference is
 * counted once per run in tests/visual/ignore-regions.json.
 */
import { diff } from '@blazediff/core';
import { ignoreRegionsFile } from './paths.ts';
import { maskBoth, recordHits, type Rect } from './ignore-regions.ts';

export type MaskedComparatorOptions = {
  threshold?: number;
  allowedMismatchedPixelRatio?: number;
  /** Set per story by tests/visual/capture-state.ts. */
  storyId?: string;
  regions?: (Rect & { id: string })[];
};

declare module '@vitest/browser/context' {
  interface ScreenshotComparatorRegistry {
    masked: MaskedComparatorOptions;
  }
}

type Picture = {
  metadata: { width: number; height: number };
  data: Buffer | Uint8Array | Uint8ClampedArray;
};

/** Hits already counted in this run: the capture compares a story's shots more than once. */
const countedThisRun = new Set<string>();

function noteHits(storyId: string | undefined, hidden: string[]): void {
  if (!storyId) return;
  const fresh = hidden.filter((id) => !countedThisRun.has(`${storyId} ${id}`));
  for (const id of fresh) countedThisRun.add(`${storyId} ${id}`);
  recordHits(ignoreRegionsFile(), storyId, fresh, new Date().toISOString());
}

export function maskedComparator(
  reference: Picture,
  actual: Picture,
  options: { createDiff: boolean } & MaskedComparatorOptions,
): { pass: boolean; diff: Uint8Array | null; message: string | null } {
  const { width, height } = reference.metadata;
  if (height !== actual.metadata.height || width !== actual.metadata.width) {
    return {
      pass: false,
      diff: null,
      message: `Expected image dimensions to be ${width}×${height}px, but received ${actual.metadata.width}×${actual.metadata.height}px.`,
    };
  }
  const masked = maskBoth(
    { data: reference.data, width, height },
    { data: actual.data, width, height },
    options.regions ?? [],
  );
  noteHits(options.storyId, masked.hidden);
  const output = options.createDiff ? new Uint8Array(reference.data.length) : undefined;
  // The same defaults as Vitest's pixelmatch comparator, so no existing baseline moves.
  const mismatched = diff(masked.a.data, masked.b.data, output, width, height, {
    threshold: options.threshold ?? 0.1,
    includeAA: false,
    alpha: 0.1,
    aaColor: [255, 255, 0],
    diffColor: [255, 0, 0],
    diffMask: false,
  });
  const area = width * height;
  const ratio = options.allowedMismatchedPixelRatio;
  const allowed = ratio === undefined ? 0 : ratio * area;
  const pass = mismatched <= allowed;
  return {
    pass,
    diff: output ?? null,
    message: pass
      ? null
      : `${mismatched} pixels (ratio ${(Math.ceil((mismatched / area) * 100) / 100).toFixed(2)}) differ.`,
  };
}
