#!/usr/bin/env node
/**
 * The check over the committed visual baselines (tests/visual/__screenshots__/), run after the
 * story test run that compares them (scripts/visual.mjs, scripts/test-all.mjs):
 *
 * - two byte-identical baselines fail it: two "states" that look the same are one state twice,
 *   or a story whose screenshot is not the state its name says (a loading story caught loaded);
 * - with `--captured <file>` (the story ids a complete run screenshotted, one a line), a baseline
 *   no state story produced fails it too: delete it, or run `npm run test:visual:update`.
 *
 * `node scripts/visual-baselines.mjs [--captured <file>]`; exits 1 and names each file on failure.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The committed baselines, or a scratch copy (VISUAL_BASELINES, as in vitest.config.ts). */
export const BASELINES = process.env.VISUAL_BASELINES ?? 'tests/visual/__screenshots__';

/** Groups of baseline file names whose bytes are identical (each group has two or more). */
export function identicalBaselines(dir = BASELINES) {
  const byHash = new Map();
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith('.png'))
    .sort()) {
    const hash = createHash('sha256')
      .update(readFileSync(join(dir, name)))
      .digest('hex');
    byHash.set(hash, [...(byHash.get(hash) ?? []), name]);
  }
  return [...byHash.values()].filter((names) => names.length > 1);
}

/** Baselines that no story of a complete run screenshotted. */
export function staleBaselines(capturedFile, dir = BASELINES) {
  const captured = new Set(
    readFileSync(capturedFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((id) => `${id}.png`),
  );
  return readdirSync(dir).filter((file) => file.endsWith('.png') && !captured.has(file));
}

function main() {
  if (!existsSync(BASELINES)) {
    console.log(`visual baselines: ${BASELINES} does not exist yet`);
    return 0;
  }
  const problems = [];
  for (const group of identicalBaselines()) {
    const [first, ...others] = group;
    for (const other of others) problems.push(`identical baselines: ${first} = ${other}`);
  }
  const at = process.argv.indexOf('--captured');
  const capturedFile = at > 0 ? process.argv[at + 1] : undefined;
  if (capturedFile) {
    for (const file of staleBaselines(capturedFile)) {
      problems.push(
        `baseline of no state story: ${file} (delete it, or npm run test:visual:update)`,
      );
    }
  }
  const count = readdirSync(BASELINES).filter((file) => file.endsWith('.png')).length;
  if (problems.length === 0) {
    console.log(`visual baselines: ${count} files, no two identical`);
    return 0;
  }
  for (const problem of problems) console.error(`✘ ${problem}`);
  console.error(
    `visual baselines: ${problems.length} problem(s) in ${count} files. Identical baselines mean ` +
      'two stories show the same state: make each show its own (a loading story must hold its ' +
      'request, an error story its fault) or untag one.',
  );
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main());
