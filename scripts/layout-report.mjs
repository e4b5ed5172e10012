#!/usr/bin/env node
/**
 * `npm run layout:report`: sums up the layout check of a story run made with LAYOUT_CHECK=report
 * (tests/visual/layout-run.ts writes .test-results/layout/findings.jsonl): how many state stories
 * and device sizes were checked, how many had a finding, by kind and by preset, and the stories
 * with the most. `--run [story files]` makes that run first. Exit code 1 when anything was found.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { STORY_PROJECTS } from './story-projects.mjs';

const FILE = '.test-results/layout/findings.jsonl';
const args = process.argv.slice(2);

if (args[0] === '--run') {
  spawnSync(
    'node_modules/.bin/vitest',
    ['run', ...STORY_PROJECTS.flatMap((p) => ['--project', p]), ...args.slice(1)],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, LAYOUT_CHECK: 'report' } },
  );
}

if (!existsSync(FILE)) {
  console.error(`layout report: no ${FILE}; run the stories with LAYOUT_CHECK=report first`);
  process.exit(2);
}

const lines = readFileSync(FILE, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l));
const checked = lines.filter((l) => l.type === 'checked');
const findings = lines.filter((l) => l.type === 'finding');

const count = (list, key) => {
  const out = new Map();
  for (const item of list) out.set(key(item), (out.get(key(item)) ?? 0) + 1);
  return [...out.entries()].sort((a, b) => b[1] - a[1]);
};

const stories = new Set(checked.map((c) => c.story));
const views = checked.length;
const viewsWithFinding = checked.filter((c) => c.findings > 0).length;
const ms = checked.reduce((sum, c) => sum + c.ms, 0);
console.log(
  `layout check: ${stories.size} state stories × sizes = ${views} views checked in ${(ms / 1000).toFixed(1)} s;` +
    ` ${viewsWithFinding} views with a finding, ${findings.length} findings`,
);
for (const [kind, n] of count(findings, (f) => f.kind)) console.log(`  ${kind}: ${n}`);
for (const [preset, n] of count(findings, (f) => f.preset)) console.log(`  on ${preset}: ${n}`);
const covers = findings.filter((f) => f.kind === 'covered' && f.cover);
for (const [cover, n] of count(covers, (f) => `${f.cover.tag} "${f.cover.name}"`).slice(0, 8)) {
  console.log(`  covering: ${cover} ×${n}`);
}
const worst = count(findings, (f) => f.story).slice(0, 20);
if (worst.length > 0) console.log('stories with findings (most first):');
for (const [story, n] of worst) {
  const first = findings.find((f) => f.story === story);
  const what =
    first.kind === 'covered'
      ? `${first.cover?.name} covers ${first.targetKind} "${first.target.name}"`
      : `${first.kind} "${first.target.name}"`;
  console.log(`  ${story}: ${n} (${first.preset}, ${first.scroll}: ${what})`);
}
process.exit(findings.length > 0 ? 1 : 0);
