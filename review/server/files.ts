/** The files of one story the desk reads and writes, in one place. */
import { join } from 'node:path';
import {
  baselineDomDir,
  baselinesDir,
  ignoreRegionsFile,
  reviewedFile,
  runDir,
} from '../lib/paths';

export interface DeskDirs {
  baselines: string;
  run: string;
}

export function deskDirs(): DeskDirs {
  return { baselines: baselinesDir(), run: runDir() };
}

export function storyFiles(dirs: DeskDirs, id: string) {
  return {
    baseline: join(dirs.baselines, `${id}.png`),
    actual: join(dirs.run, `${id}-actual.png`),
    diff: join(dirs.run, `${id}-diff.png`),
    dom: join(dirs.run, `${id}.dom.json`),
    baselineDom: join(baselineDomDir(dirs.baselines), `${id}.json`),
  };
}

export const reviewedOf = (dirs: DeskDirs) => reviewedFile(dirs.baselines);
export const regionsOf = (dirs: DeskDirs) => ignoreRegionsFile(dirs.baselines);
export const undoDir = (dirs: DeskDirs) => join(dirs.run, 'review-undo');
