/**
 * The desk's list: every changed, new and removed state story of the last visual run, each with
 * its place in the journey and the decision that stands on it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CAPTURED_FILE, RUN_FILE } from '../lib/paths';
import { readReviewed, type ChangeKind, type ReviewEntry } from '../lib/reviewed-file';
import { readResults } from '../lib/run-results';
import { readIgnoreRegions } from '../lib/ignore-regions';
import { regionsOf, reviewedOf, type DeskDirs } from './files';
import { journeyOrder, placeOf, sortPlaces, type StoryPlace } from './journey';

export interface RunInfo {
  complete: boolean;
  passed: boolean;
  finished: string;
}

export interface DeskItem extends StoryPlace {
  kind: ChangeKind;
  message: string;
  decision: ReviewEntry | null;
  regions: number;
}

export interface DeskState {
  run: RunInfo | null;
  baselines: number;
  counts: Record<ChangeKind, number>;
  items: DeskItem[];
}

export function readRun(dirs: DeskDirs): RunInfo | null {
  const file = join(dirs.run, RUN_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RunInfo) : null;
}

/** Baselines no story of a complete run screenshotted (scripts/visual-baselines.mjs's rule). */
function removedIds(dirs: DeskDirs, run: RunInfo | null, pngs: string[]): string[] {
  const capturedFile = join(dirs.run, CAPTURED_FILE);
  if (!run?.complete || !existsSync(capturedFile)) return [];
  const captured = new Set(readFileSync(capturedFile, 'utf8').split('\n').filter(Boolean));
  return pngs.map((file) => file.slice(0, -4)).filter((id) => !captured.has(id));
}

/**
 * A rejection stands until the story passes; an acceptance counts for this run's picture only
 * (made after the run ended), so a story that changed again is back to review.
 */
function standing(entry: ReviewEntry | undefined, run: RunInfo | null): ReviewEntry | null {
  if (!entry) return null;
  if (entry.decision === 'rejected') return entry;
  return !run || entry.time >= run.finished ? entry : null;
}

export function buildState(dirs: DeskDirs): DeskState {
  const run = readRun(dirs);
  const pngs = existsSync(dirs.baselines)
    ? readdirSync(dirs.baselines).filter((file) => file.endsWith('.png'))
    : [];
  const reviewed = readReviewed(reviewedOf(dirs));
  const regions = readIgnoreRegions(regionsOf(dirs));
  const found: { id: string; kind: ChangeKind; message: string }[] = [];
  for (const result of readResults(dirs.run).values()) {
    if (result.outcome === 'passed') continue;
    found.push({ id: result.id, kind: result.outcome, message: result.message });
  }
  for (const id of removedIds(dirs, run, pngs)) found.push({ id, kind: 'removed', message: '' });
  for (const [id, entry] of Object.entries(reviewed)) {
    // A removed baseline that was accepted (deleted) is still shown with its decision.
    if (entry.kind === 'removed' && !found.some((item) => item.id === id) && standing(entry, run))
      found.push({ id, kind: 'removed', message: '' });
  }
  const items = sortPlaces(
    found.map((item) => ({
      ...placeOf(item.id),
      ...item,
      decision: standing(reviewed[item.id], run),
      regions: regions[item.id]?.length ?? 0,
    })),
    journeyOrder(),
  );
  const counts = { changed: 0, new: 0, removed: 0 };
  for (const item of items) counts[item.kind] += 1;
  return { run, baselines: pngs.length, counts, items };
}
