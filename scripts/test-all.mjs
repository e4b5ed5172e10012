#!/usr/bin/env node
/**
 * The whole test suite, as README's test command runs it: typecheck, lint, unit tests (node),
 * story tests (Chromium), visual diffs of every story (Playwright screenshots of the static
 * Storybook), the production build with prerendering, and the Playwright e2e journeys.
 * Every step runs even when an earlier one fails; the last line totals them: `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;
const out = '.test-results';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const results = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${label} finished in ${seconds}s with exit code ${child.status}`);
  return child.status === 0;
}

function check(label, command, args) {
  const ok = run(label, command, args);
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
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

function vitest(label, project) {
  const file = `${out}/${project}.json`;
  const ok = run(label, bin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const counts = vitestCounts(file) ?? { passed: 0, failed: 1 };
  if (!ok && counts.failed === 0) counts.failed = 1; // the run itself failed (e.g. a file did not load)
  results.push({ label, ...counts });
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
  results.push({ label, ...counts });
}

if (!run('system packages', 'bash', ['scripts/ensure-system.sh'])) process.exit(1);

check('typecheck', bin('tsc'), ['--noEmit', '-p', '.']);
check('lint', bin('eslint'), ['.', '--max-warnings=0']);
check('format', bin('prettier'), ['--check', '.']);
vitest('unit tests', 'unit');
vitest('story tests', 'storybook');
// Builds storybook-static/ when it is older than the sources; each screenshot counts as a test.
playwright('visual', 'node', ['scripts/visual.mjs', '--reporter=list,json']);
check('build', 'npm', ['run', '--silent', 'build']);
check('build:desktop', 'npm', ['run', '--silent', 'build:desktop']);
playwright('e2e', bin('playwright'), ['test', '--reporter=list,json']);

console.log('\n=== Summary');
for (const r of results) {
  console.log(`${r.label}: ${r.passed} passed, ${r.failed} failed`);
  // Name what failed right above the total, where a truncated CI log still shows it.
  for (const failure of r.failures ?? []) console.log(`  ✘ ${failure}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
