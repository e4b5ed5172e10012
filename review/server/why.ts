/**
 * One story's detail for the desk: the picture difference (box, signature) and why it changed.
 * With a baseline DOM snapshot (kept when a picture was accepted) the changed elements and their
 * style differences; without one, the elements drawn where the pictures differ.
 */
import { existsSync, readFileSync } from 'node:fs';
import {
  describe,
  diffSnapshots,
  elementsIn,
  styleSignature,
  type DomSnapshot,
  type ElementChange,
} from '../lib/dom-snapshot';
import { readIgnoreRegions, type IgnoreRegion } from '../lib/ignore-regions';
import { savedBaseline } from './decisions';
import { regionsOf, storyFiles, type DeskDirs } from './files';
import { pictureDiff, type PictureDiff } from './pictures';
import type { DeskItem } from './state';

export interface StoryDetail {
  id: string;
  picture: PictureDiff | null;
  /** What "accept all identical" matches on: the colour swap most changed pixels share. */
  signature: string;
  /** The style differences alone (with a baseline DOM snapshot), e.g. `color: a → b`. */
  styles: string;
  why: { source: 'dom-diff' | 'changed-region' | 'none'; changes: ElementChange[] };
  regions: IgnoreRegion[];
}

function readSnapshot(file: string): DomSnapshot | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DomSnapshot) : null;
}

/** The "before" picture: this session's accept replaced the baseline, its copy still holds it. */
export function beforePicture(dirs: DeskDirs, id: string): string {
  return savedBaseline(dirs, id) ?? storyFiles(dirs, id).baseline;
}

function whyOf(dirs: DeskDirs, id: string, picture: PictureDiff | null): StoryDetail['why'] {
  const files = storyFiles(dirs, id);
  const after = readSnapshot(files.dom);
  if (!after) return { source: 'none', changes: [] };
  const before = readSnapshot(files.baselineDom);
  if (before && before !== after) {
    const changes = diffSnapshots(before, after);
    if (changes.length > 0) return { source: 'dom-diff', changes: changes.slice(0, 40) };
  }
  if (!picture?.box) return { source: 'none', changes: [] };
  const changes = elementsIn(after, picture.box).map((element) => ({
    path: element.path,
    label: describe(element),
    change: 'changed' as const,
    details: Object.entries(element.style)
      .filter(([prop]) => /color|shadow|font-size|border-width/.test(prop))
      .map(([prop, value]) => `${prop}: ${value}`),
  }));
  return { source: 'changed-region', changes };
}

export function storyDetail(dirs: DeskDirs, item: DeskItem): StoryDetail {
  const files = storyFiles(dirs, item.id);
  const picture =
    item.kind === 'changed'
      ? pictureDiff(item.id, beforePicture(dirs, item.id), files.actual)
      : null;
  const why = whyOf(dirs, item.id, picture);
  const styles = why.source === 'dom-diff' ? styleSignature(why.changes) : '';
  const signature = item.kind === 'changed' ? (picture?.signature ?? '') : '';
  const regions = readIgnoreRegions(regionsOf(dirs))[item.id] ?? [];
  return { id: item.id, picture, signature, styles, why, regions };
}
