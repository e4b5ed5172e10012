/**
 * The reviewed file (tests/visual/reviewed.json): the standing decision on each reviewed story,
 * one story a line, keys sorted, so a commit's diff shows exactly which pictures were decided.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export type Decision = 'accepted' | 'rejected';
/** What the visual run found: a picture that differs, one with no baseline, a baseline with no story. */
export type ChangeKind = 'changed' | 'new' | 'removed';

export interface ReviewEntry {
  decision: Decision;
  kind: ChangeKind;
  reviewer: string;
  time: string;
  note: string;
}

export type Reviewed = Record<string, ReviewEntry>;

export function readReviewed(file: string): Reviewed {
  if (!existsSync(file)) return {};
  const text = readFileSync(file, 'utf8').trim();
  return text ? (JSON.parse(text) as Reviewed) : {};
}

/** The key order is fixed, so the same decision always writes the same line. */
function entryLine(id: string, entry: ReviewEntry): string {
  const ordered: ReviewEntry = {
    decision: entry.decision,
    kind: entry.kind,
    reviewer: entry.reviewer,
    time: entry.time,
    note: entry.note,
  };
  return `  ${JSON.stringify(id)}: ${JSON.stringify(ordered)}`;
}

export function formatReviewed(reviewed: Reviewed): string {
  const ids = Object.keys(reviewed).sort();
  if (ids.length === 0) return '{}\n';
  return `{\n${ids.map((id) => entryLine(id, reviewed[id])).join(',\n')}\n}\n`;
}

export function writeReviewed(file: string, reviewed: Reviewed): void {
  writeFileSync(file, formatReviewed(reviewed));
}

/** Sets (or with `undefined`, removes) one story's entry and returns the one it replaced. */
export function putEntry(
  file: string,
  id: string,
  entry: ReviewEntry | undefined,
): ReviewEntry | undefined {
  const reviewed = readReviewed(file);
  const before = reviewed[id];
  if (entry) reviewed[id] = entry;
  else delete reviewed[id];
  writeReviewed(file, reviewed);
  return before;
}
