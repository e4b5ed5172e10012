/**
 * Where the visual run and the review desk keep their files. Both directories can be moved by
 * environment variable so a test works on a scratch copy and never touches the committed baselines.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The baseline pictures, one `<story id>.png` each (VISUAL_BASELINES moves them, to a folder
 * inside the repository: the story run's browser may write only under its root).
 */
export function baselinesDir(): string {
  return resolve(process.env.VISUAL_BASELINES ?? 'tests/visual/__screenshots__');
}

/** What the last visual run left: actual and diff pictures, DOM snapshots, results (VISUAL_OUT). */
export function runDir(): string {
  return resolve(process.env.VISUAL_OUT ?? '.test-results/visual');
}

/** The review files live beside the baselines folder, so a commit of baselines carries them. */
export function reviewedFile(baselines = baselinesDir()): string {
  return join(dirname(baselines), 'reviewed.json');
}

export function ignoreRegionsFile(baselines = baselinesDir()): string {
  return join(dirname(baselines), 'ignore-regions.json');
}

/** DOM and computed-style snapshots of accepted pictures, `<story id>.json` each. */
export function baselineDomDir(baselines = baselinesDir()): string {
  return join(dirname(baselines), '__dom__');
}

/** One line per failed or new comparison of the last run (written by the capture). */
export const RESULTS_FILE = 'results.jsonl';
/** Written by scripts/visual.mjs when the run ends: whether it was complete and passed. */
export const RUN_FILE = 'run.json';
/** The ids a run screenshotted, one a line (scripts/visual.mjs). */
export const CAPTURED_FILE = 'captured.txt';

/** A story id as a file name: ids are `[a-z0-9-]` only, anything else is refused. */
export function isStoryId(id: string): boolean {
  return /^[a-z0-9][a-z0-9-]*--[a-z0-9-]+$/.test(id);
}

/** The parsed lines of a JSON-lines file; a torn last line (a run killed mid-write) is skipped. */
export function readJsonl<T>(file: string): T[] {
  if (!existsSync(file)) return [];
  const lines: T[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      lines.push(JSON.parse(line) as T);
    } catch {
      // a partial line
    }
  }
  return lines;
}
