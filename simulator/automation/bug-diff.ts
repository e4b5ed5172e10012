/**
 * What a bug file's replay shows that differs from what its tester saw at the moment of the
 * report: the H5's path, its visible texts, the picture, and the bridge calls made (by method).
 */
import type { TimelineEntry } from '@sim/bridge/api';
import { pictureDifference } from './scenario-runner';
import type { ScenarioFile } from './scenario-steps';
import type { Sim } from './sim';

/** The parts of a bug file (recorder/session.ts `bugReport`) the comparison reads. */
export interface BugFile extends ScenarioFile {
  reportCreatedAt: string;
  reportPath?: string;
  reportTexts?: string[];
  reportShot?: string | null;
  reportTimeline?: TimelineEntry[];
}

/** Counted as the same picture: JPEG noise and a blinking caret stay under it. */
const PICTURE_TOLERANCE = 0.02;
const MAX_TEXTS = 8;
/** A date or a time of day on the screen is the moment, not the state: masked before comparing. */
const MOMENT = /\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?|\b\d{2}:\d{2}(:\d{2})?\b/g;
export const masked = (text: string) => text.replace(MOMENT, '…');

/**
 * Polls (location, app version) run on timers, so their counts vary run to run: a count differs
 * only beyond a quarter (and by more than one); a method called in one run only always differs.
 */
export function countsDiffer(a: number, b: number): boolean {
  if (a === 0 || b === 0) return a !== b;
  return Math.abs(a - b) > Math.max(1, Math.max(a, b) / 4);
}

export function isBugFile(file: ScenarioFile): file is BugFile {
  return typeof (file as Partial<BugFile>).reportCreatedAt === 'string';
}

function callCounts(entries: readonly TimelineEntry[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const e of entries)
    if (e.kind === 'call' && e.method) counts.set(e.method, (counts.get(e.method) ?? 0) + 1);
  return counts;
}

/**
 * One line per difference; none when the replay ends where the report was made. The screen may
 * still be settling after the last step (a dialog sliding away): asked again for a few seconds.
 */
export async function diffBugFile(sim: Sim, file: BugFile, settleMs = 5_000): Promise<string[]> {
  const end = Date.now() + settleMs;
  for (;;) {
    const out = await differences(sim, file);
    if (out.length === 0 || Date.now() > end) return out;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function differences(sim: Sim, file: BugFile): Promise<string[]> {
  const out: string[] = [];
  const path = await sim.h5Path();
  if (file.reportPath !== undefined && path !== file.reportPath)
    out.push(`path: recorded ${file.reportPath}, replayed ${path}`);

  const frame = await sim.h5Frame();
  const text = await frame.evaluate(() => document.body.innerText);
  const now = new Set(
    text
      .split('\n')
      .map((line) => masked(line.trim()))
      .filter(Boolean),
  );
  const recorded = new Set((file.reportTexts ?? []).map(masked));
  const missing = [...recorded].filter((t) => !now.has(t));
  const extra = [...now].filter((t) => !recorded.has(t));
  if (missing.length)
    out.push(`texts shown then, not now: ${missing.slice(0, MAX_TEXTS).join(' | ')}`);
  if (extra.length) out.push(`texts shown now, not then: ${extra.slice(0, MAX_TEXTS).join(' | ')}`);

  if (file.reportShot) {
    const difference = await pictureDifference(sim, file.reportShot);
    if (difference > PICTURE_TOLERANCE)
      out.push(`screenshot: ${(difference * 100).toFixed(1)} % of the picture differs`);
  }

  const before = callCounts(file.reportTimeline ?? []);
  const after = callCounts(await sim.timeline({ kind: 'call' }));
  for (const method of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const a = before.get(method) ?? 0;
    const b = after.get(method) ?? 0;
    if (countsDiffer(a, b)) out.push(`bridge call ${method}: recorded ${a}×, replayed ${b}×`);
  }
  return out;
}
