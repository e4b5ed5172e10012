#!/usr/bin/env node
/**
 * `npm run test:visual` / `test:visual:update`: builds the static Storybook when it is missing or
 * older than the sources (VISUAL_BUILD=always|never overrides), then runs the Playwright visual
 * suite. Other arguments go to Playwright. After a successful --update-snapshots run over the whole
 * suite, baselines of stories that no longer exist are deleted.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const INDEX = 'storybook-static/index.json';
const BASELINES = 'tests/visual/__screenshots__';
const SOURCES = ['src', 'stories', 'simulator', '.storybook', 'public', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

function needsBuild() {
  const mode = process.env.VISUAL_BUILD ?? 'auto';
  if (mode === 'always') return true;
  if (mode === 'never') return false;
  if (!existsSync(INDEX)) return true;
  const built = statSync(INDEX).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

function run(command, args) {
  const child = spawnSync(command, args, { stdio: 'inherit' });
  return child.status ?? 1;
}

if (needsBuild()) {
  console.log(
    'visual: building Storybook (storybook-static/ is missing or older than the sources)',
  );
  const started = Date.now();
  const status = run('npm', ['run', '--silent', 'build-storybook']);
  console.log(`visual: Storybook built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (status !== 0) process.exit(status);
} else {
  console.log('visual: storybook-static/ is up to date, not rebuilding');
}

const args = process.argv.slice(2);
const status = run('node_modules/.bin/playwright', [
  'test',
  '-c',
  'playwright.visual.config.ts',
  ...args,
]);

// Same rule as tests/visual/story-index.ts: stories tagged `visual`.
const updatingAll =
  args.some((a) => a.startsWith('--update-snapshots') || a === '-u') &&
  !args.some((a) => !a.startsWith('-'));
if (status === 0 && updatingAll && existsSync(BASELINES)) {
  const { entries } = JSON.parse(readFileSync(INDEX, 'utf8'));
  const wanted = new Set(
    Object.values(entries)
      .filter((e) => e.type === 'story' && (e.tags ?? []).includes('visual'))
      .map((e) => `${e.id}.png`),
  );
  for (const file of readdirSync(BASELINES)) {
    if (file.endsWith('.png') && !wanted.has(file)) {
      rmSync(join(BASELINES, file));
      console.log(`visual: removed the baseline of a story that no longer exists: ${file}`);
    }
  }
}
process.exit(status);
