#!/usr/bin/env node
/**
 * `npm run test:visual` / `npm run test:visual:update`: the story test run (Vitest with the
 * Storybook addon, in Chromium), in which each state story (tag `state`) is screenshotted right
 * after its play function and compared with tests/visual/__screenshots__/<story id>.png
 * (tests/visual/capture-state.ts); then the check over the baselines (scripts/visual-baselines.mjs:
 * no two identical, none left over).
 *
 * `--strict` (`npm run test:visual:refresh`) is an update that counts a difference of 0.05 % of the
 * pixels, not 1 %: it re-takes the baselines that drifted within the everyday tolerance (a floating
 * button moved off an amount), so what designers review is what the screens draw today.
 *
 * `--update` (or `-u`) rewrites the baselines that differ and writes missing ones; after a complete
 * run it deletes the baselines of stories no longer screenshotted. Other arguments (story files,
 * `-t <name>`) go to Vitest; with story files the run is partial and left-over baselines are kept.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASELINES, staleBaselines } from './visual-baselines.mjs';
import { STORY_PROJECTS } from './story-projects.mjs';

// VISUAL_OUT and VISUAL_BASELINES point a run at scratch folders (the review desk's e2e test).
const OUT = process.env.VISUAL_OUT ?? '.test-results/visual';
const CAPTURED = join(OUT, 'captured.txt');

const args = process.argv.slice(2);
const strict = args.includes('--strict');
const update = strict || args.some((a) => a === '--update' || a === '-u');
const rest = args.filter((a) => !['--update', '-u', '--strict'].includes(a));
// Story files (paths), a test-name filter or a shard narrow the run to part of the stories.
const NARROWING = /^(-t|--testNamePattern|--shard)(=|$)/;
const complete = !rest.some((a) => NARROWING.test(a) || (!a.startsWith('-') && /[/\\.]/.test(a)));

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

const started = Date.now();
const run = spawnSync(
  'node_modules/.bin/vitest',
  [
    'run',
    ...STORY_PROJECTS.flatMap((project) => ['--project', project]),
    ...rest,
    ...(update ? ['--update'] : []),
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      VISUAL_CAPTURED_FILE: CAPTURED,
      ...(strict ? { VISUAL_STRICT: '1' } : {}),
    },
  },
);
const passed = run.status === 0;
// What `npm run review` reads: a partial run cannot tell which baselines were removed.
writeFileSync(
  join(OUT, 'run.json'),
  `${JSON.stringify({ complete, passed, update, args: rest, finished: new Date().toISOString() })}\n`,
);
console.log(
  `visual: story run ${passed ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)}s`,
);

if (update && passed && complete && existsSync(CAPTURED)) {
  for (const file of staleBaselines(CAPTURED)) {
    rmSync(join(BASELINES, file));
    console.log(`visual: removed the baseline of a story no longer screenshotted: ${file}`);
  }
}

// Left-over baselines are only known after a complete run that passed.
const check = spawnSync(
  'node',
  ['scripts/visual-baselines.mjs', ...(passed && complete ? ['--captured', CAPTURED] : [])],
  { stdio: 'inherit' },
);
if (!passed) {
  console.log(`visual: failed comparisons left reference, actual and diff images in ${OUT}/`);
  console.log('visual: review them in the browser with `npm run review`');
}
process.exit(passed && check.status === 0 ? 0 : 1);
