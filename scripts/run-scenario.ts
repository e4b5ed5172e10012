/**
 * Runs simulator scenario files from the command line, against the built H5 and simulator:
 *   npm run sim:scenario -- simulator/automation/scenarios/scan-to-about.json [--headed] [--timeline out.json]
 * Prints each step as it runs and exits 1 on the first failing step. A recording from the
 * simulator's 录制 is such a file; a bug file from 报告问题 replays to its last step and then
 * prints what differs from what its tester saw.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { createSim } from '../simulator/automation/sim';
import { diffBugFile, isBugFile } from '../simulator/automation/bug-diff';
import { runScenario } from '../simulator/automation/scenario-runner';
import type { ScenarioFile } from '../simulator/automation/scenario-steps';
import { startSandboxServer } from '../simulator/sandbox/node-server';
import { chromiumArgs, chromiumPath } from './chromium';

const args = process.argv.slice(2);
const files = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--timeline');
const timelineOut = args.includes('--timeline') ? args[args.indexOf('--timeline') + 1] : null;
if (files.length === 0) {
  console.error(
    'usage: npm run sim:scenario -- <scenario.json> [...] [--headed] [--timeline out.json]',
  );
  process.exit(2);
}

const server = await startSandboxServer({
  port: 0,
  host: '127.0.0.1',
  staticDir: 'dist',
  simDir: 'dist-sim',
  log: () => {},
});
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
  headless: !args.includes('--headed'),
});
let failed = 0;
try {
  for (const path of files) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      const file = JSON.parse(readFileSync(path, 'utf8')) as ScenarioFile;
      console.log(`\n${file.name} (${path})`);
      const sim = createSim(page, server.url);
      await sim.sandbox.reset({ scenario: 'newDriver' });
      const began = Date.now();
      const results = await runScenario(sim, file, (r) =>
        console.log(
          `  ${r.ok ? '✓' : '✗'} ${r.index + 1}. ${r.step} (${r.ms} ms)${r.error ? `\n      ${r.error}` : ''}`,
        ),
      );
      const green = results.every((r) => r.ok) && results.length === (file.steps?.length ?? 0);
      if (!green) failed += 1;
      console.log(`  ${results.length} steps in ${Date.now() - began} ms`);
      if (isBugFile(file)) {
        const differences = await diffBugFile(sim, file);
        console.log(
          differences.length
            ? `  differs from the report (${file.reportCreatedAt}):\n${differences.map((d) => `    - ${d}`).join('\n')}`
            : `  the same as the report (${file.reportCreatedAt}): path, texts, picture and bridge calls`,
        );
      }
      if (timelineOut) writeFileSync(timelineOut, JSON.stringify(await sim.timeline(), null, 2));
    } catch (error) {
      // A file that cannot be read or loaded fails on its own; the next one still runs.
      failed += 1;
      console.log(
        `\n✗ ${path}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
    } finally {
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`\n${files.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
