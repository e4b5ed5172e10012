/**
 * Accept, reject, undo. Accepting a changed or new story copies its new picture over the baseline
 * (and its DOM snapshot beside it); accepting a removed one deletes the baseline. Every decision
 * is written to the reviewed file; what it replaced is kept in the run folder so undo can put it
 * back, newest first.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { putEntry, type Decision, type ReviewEntry } from '../lib/reviewed-file';
import { reviewedOf, storyFiles, undoDir, type DeskDirs } from './files';
import type { DeskItem } from './state';

interface UndoStep {
  id: string;
  previous: ReviewEntry | null;
  /** Copies of the files the decision replaced; null where there was none. */
  saved: { baseline: string | null; baselineDom: string | null } | null;
}

let reviewerName: string | null = null;

/** `git config user.name`, as the commit that carries the review will say. */
export function reviewer(): string {
  if (reviewerName !== null) return reviewerName;
  try {
    reviewerName = execFileSync('git', ['config', 'user.name'], { encoding: 'utf8' }).trim();
  } catch {
    reviewerName = '';
  }
  if (!reviewerName) reviewerName = process.env.USER ?? 'unknown';
  return reviewerName;
}

function stackFile(dirs: DeskDirs): string {
  return join(undoDir(dirs), 'stack.json');
}

function readStack(dirs: DeskDirs): UndoStep[] {
  const file = stackFile(dirs);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as UndoStep[]) : [];
}

function writeStack(dirs: DeskDirs, stack: UndoStep[]): void {
  mkdirSync(undoDir(dirs), { recursive: true });
  writeFileSync(stackFile(dirs), JSON.stringify(stack, null, 1));
}

function keep(dirs: DeskDirs, file: string, name: string): string | null {
  if (!existsSync(file)) return null;
  const copy = join(undoDir(dirs), name);
  mkdirSync(undoDir(dirs), { recursive: true });
  copyFileSync(file, copy);
  return copy;
}

function put(from: string | null, to: string): void {
  if (from && existsSync(from)) {
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(from, to);
  } else rmSync(to, { force: true });
}

/** The picture the desk shows as "before": the baseline as it was before this session's accept. */
export function savedBaseline(dirs: DeskDirs, id: string): string | null {
  // The oldest step of the story holds the committed baseline.
  const step = [...readStack(dirs)].reverse().find((entry) => entry.id === id && entry.saved);
  return step?.saved?.baseline ?? null;
}

export function decide(
  dirs: DeskDirs,
  item: DeskItem,
  decision: Decision,
  note: string,
): ReviewEntry {
  const files = storyFiles(dirs, item.id);
  const stack = readStack(dirs);
  let saved: UndoStep['saved'] = null;
  if (decision === 'accepted') {
    const tag = `${stack.length}-${item.id}`;
    saved = {
      baseline: keep(dirs, files.baseline, `${tag}.png`),
      baselineDom: keep(dirs, files.baselineDom, `${tag}.json`),
    };
    if (item.kind === 'removed') {
      rmSync(files.baseline, { force: true });
      rmSync(files.baselineDom, { force: true });
    } else {
      if (!existsSync(files.actual)) throw new Error(`no new picture of ${item.id} in this run`);
      put(files.actual, files.baseline);
      put(existsSync(files.dom) ? files.dom : null, files.baselineDom);
    }
  }
  const entry: ReviewEntry = {
    decision,
    kind: item.kind,
    reviewer: reviewer(),
    time: new Date().toISOString(),
    note,
  };
  const previous = putEntry(reviewedOf(dirs), item.id, entry) ?? null;
  writeStack(dirs, [{ id: item.id, previous, saved }, ...stack]);
  return entry;
}

/**
 * Takes back a decision: the given story's newest one, or the newest of all. Steps on other
 * stories stay, since each one only touched its own story's files.
 */
export function undo(dirs: DeskDirs, id?: string): string | null {
  const stack = readStack(dirs);
  const at = id ? stack.findIndex((entry) => entry.id === id) : 0;
  const step = stack[at];
  if (!step) return null;
  if (step.saved) {
    const files = storyFiles(dirs, step.id);
    put(step.saved.baseline, files.baseline);
    put(step.saved.baselineDom, files.baselineDom);
  }
  putEntry(reviewedOf(dirs), step.id, step.previous ?? undefined);
  writeStack(
    dirs,
    stack.filter((_, index) => index !== at),
  );
  return step.id;
}
