#!/usr/bin/env node
/**
 * The whole test suite, as README's test command runs it: typecheck, lint (with the
 * API-compatibility rule for the oldest supported WebViews), unit tests (node), story tests in
 * Chromium — which also screenshot every state story and compare it with its committed baseline —
 * the check over those baselines, the production build with prerendering, the syntax of the built
 * JavaScript against those WebViews (check:dist), what the built /login really fetches against its
 * budget (scripts/size.mjs), and the Playwright e2e journeys. Every step runs even when an earlier
 * one fails; the summary gives each step's time and the total, and the last line totals them:
 * `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { STORY_PROJECTS } from './story-projects.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
const out = '.test-results';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const results = [];
const suiteStarted = Date.now();
/** How long the last run() took, in seconds. */
let lastSeconds = 0;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  lastSeconds = (Date.now() - started) / 1000;
  console.log(`=== ${label} finished in ${lastSeconds.toFixed(1)}s with exit code ${child.status}`);
  return child.status === 0;
}

function check(label, command, args) {
  const ok = run(label, command, args);
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: lastSeconds });
}

/** The start of a failure message (what was expected and received) on one line, without colours. */
const firstLine = (text = '') =>
  String(text)
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' · ')
    .slice(0, 240);

function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = report.testResults.flatMap((suite) => {
    const name = suite.name.replace(`${process.cwd()}/`, '');
    const tests = suite.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    return tests.length === 0 && suite.status === 'failed'
      ? [`${name}: ${firstLine(suite.message)}`]
      : tests;
  });
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numTotalTestSuites === 0 ? 1 : 0),
    failures,
  };
}

function vitest(label, projects, env = {}) {
  const file = `${out}/${projects[0]}.json`;
  const ok = run(
    label,
    bin('vitest'),
    [
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    env,
  );
  const counts = vitestCounts(file) ?? { passed: 0, failed: 1 };
  if (!ok && counts.failed === 0) counts.failed = 1; // the run itself failed (e.g. a file did not load)
  results.push({ label, ...counts, seconds: lastSeconds });
  return ok;
}

function playwrightFailures(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  const own = (suite.specs ?? [])
    .filter((spec) => !spec.ok)
    .map((spec) => {
      const error = spec.tests
        .flatMap((test) => test.results)
        .find((result) => result.error)?.error;
      return `${[...path, spec.title].join(' › ')}: ${firstLine(error?.message)}`;
    });
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, path))];
}

function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    failures: suites.flatMap((suite) => playwrightFailures(suite)),
  };
}

function playwright(label, command, args) {
  const file = `${out}/${label}.json`;
  const ok = run(label, command, args, { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const counts = playwrightCounts(file) ?? { passed: 0, failed: 1 };
  if (!ok && counts.failed === 0) counts.failed = 1;
  results.push({ label, ...counts, seconds: lastSeconds });
}

if (!run('system packages', 'bash', ['scripts/ensure-system.sh'])) process.exit(1);

check('typecheck', bin('tsc'), ['--noEmit', '-p', '.']);
check('lint', bin('eslint'), ['.', '--max-warnings=0']);
check('format', bin('prettier'), ['--check', '.']);
vitest('unit tests', ['unit']);
// State stories are screenshotted in this run (tests/visual/capture-state.ts): a differing
// screenshot fails its story. The ids screenshotted are listed for the baseline check.
const captured = `${out}/visual/captured.txt`;
mkdirSync(`${out}/visual`, { recursive: true });
// Both story projects (vitest.config.ts): the files sharing one page per worker, and those needing their own.
const storiesOk = vitest('story tests', STORY_PROJECTS, { VISUAL_CAPTURED_FILE: captured });
// No two baselines identical; after a clean story run, none left without its story.
check('visual baselines', 'node', [
  'scripts/visual-baselines.mjs',
  ...(storiesOk ? ['--captured', captured] : []),
]);
check('build', 'npm', ['run', '--silent', 'build']);
// The built JavaScript parses in the oldest supported WebViews (Chrome 69, Safari 12), and the
// entry runs nothing before their stand-ins (README "Supported WebViews").
check('check:dist', 'npm', ['run', '--silent', 'check:dist']);
// What the browser really fetches for /login and for / after login, against their budgets.
check('size', bin('tsx'), ['scripts/size.mjs']);
check('build:desktop', 'npm', ['run', '--silent', 'build:desktop']);
// electron-builder.json against electron-builder's own schema (the installers need the Electron
// binary, which CI does not download: README "Desktop app").
check('package:desktop:check', 'npm', ['run', '--silent', 'package:desktop:check']);
playwright('e2e', bin('playwright'), ['test', '--reporter=list,json']);

console.log('\n=== Summary');
for (const r of results) {
  console.log(`${r.label}: ${r.passed} passed, ${r.failed} failed (${r.seconds.toFixed(1)}s)`);
  // Name what failed right above the total, where a truncated CI log still shows it.
  for (const failure of r.failures ?? []) console.log(`  ✘ ${failure}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const wall = (Date.now() - suiteStarted) / 1000;
console.log(
  `total wall time: ${Math.floor(wall / 60)}m ${(wall % 60).toFixed(1)}s (${wall.toFixed(1)}s)`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
