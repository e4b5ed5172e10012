/**
 * The story run's record of what needs review, written from the capture's browser commands
 * (vitest.config.ts): one JSON line per failed or new comparison, and a `passed` line when a
 * retried story passed after all. The last line of a story wins.
 */
import { appendFileSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DomSnapshot } from './dom-snapshot.ts';
import { baselinesDir, isStoryId, readJsonl, RESULTS_FILE, runDir } from './paths.ts';

export type RunOutcome = 'changed' | 'new' | 'passed';

export interface RunResult {
  id: string;
  outcome: RunOutcome;
  message: string;
}

const failedThisRun = new Set<string>();
/** Terminal colours of Vitest's message. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * A failed or new comparison: its line, its DOM snapshot, and for a new story its picture moved
 * out of the baselines (Vitest writes a missing baseline straight in; the desk is where it is
 * accepted) unless the run is an update.
 */
export function recordFailure(
  id: string,
  outcome: 'changed' | 'new',
  message: string,
  snapshot: DomSnapshot,
  updating: boolean,
): void {
  if (!isStoryId(id)) return;
  const out = runDir();
  mkdirSync(out, { recursive: true });
  failedThisRun.add(id);
  writeFileSync(join(out, `${id}.dom.json`), JSON.stringify(snapshot));
  if (outcome === 'new' && !updating) {
    const written = join(baselinesDir(), `${id}.png`);
    const inDiffs = join(out, `${id}-reference.png`);
    const from = existsSync(written) ? written : inDiffs;
    if (existsSync(from)) renameSync(from, join(out, `${id}-actual.png`));
  }
  const plain = message.replace(ANSI, '');
  appendFileSync(join(out, RESULTS_FILE), `${JSON.stringify({ id, outcome, message: plain })}\n`);
}

/** A story that passed after a failed try in this run is no longer to review. */
export function recordPass(id: string): void {
  if (!failedThisRun.delete(id)) return;
  appendFileSync(
    join(runDir(), RESULTS_FILE),
    `${JSON.stringify({ id, outcome: 'passed', message: '' })}\n`,
  );
}

/** The last word on each story of the run. */
export function readResults(out = runDir()): Map<string, RunResult> {
  const results = new Map<string, RunResult>();
  for (const line of readJsonl<RunResult>(join(out, RESULTS_FILE))) results.set(line.id, line);
  for (const [id, result] of results) if (result.outcome === 'passed') results.delete(id);
  return results;
}
