/**
 * `npm run review`: the designers' review desk (review/) in the browser. After a visual run it
 * serves what the run found; with no run yet it runs one first (`npm run test:visual`, given the
 * same story files or `-t` filter). Prints the address, then serves until stopped.
 *
 * `npm run review -- [--port 6007] [--run] [story files…]`: `--run` runs the visual run even when
 * one has been made. STORYBOOK_URL (default http://127.0.0.1:6006) is where the live story is.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS_FILE, RUN_FILE } from '../review/lib/paths';
import { deskDirs } from '../review/server/files';
import { startDesk, warmUp } from '../review/server/http';
import { buildState } from '../review/server/state';

const args = process.argv.slice(2);
const at = args.indexOf('--port');
const port = Number(at >= 0 ? args[at + 1] : (process.env.REVIEW_PORT ?? 6007));
const forceRun = args.includes('--run');
const visualArgs = args.filter((arg, index) => arg !== '--run' && index !== at && index !== at + 1);

const dirs = deskDirs();
// `npm test` runs the stories without scripts/visual.mjs: its results count as a run too.
const ran = [RUN_FILE, RESULTS_FILE].some((file) => existsSync(join(dirs.run, file)));
if (forceRun || !ran) {
  console.log('review: no visual run to review yet, running one (npm run test:visual)');
  spawnSync('node', ['scripts/visual.mjs', ...visualArgs], { stdio: 'inherit' });
}

const started = performance.now();
const state = buildState(dirs);
const storybookUrl = (process.env.STORYBOOK_URL ?? 'http://127.0.0.1:6006').replace(/\/$/, '');
await startDesk({ dirs, storybookUrl }, port);
const { changed, new: added, removed } = state.counts;
console.log(
  `review: ${changed} changed, ${added} new, ${removed} removed of ${state.baselines} baselines` +
    ` (listed in ${Math.round(performance.now() - started)} ms)`,
);
console.log(`review desk: http://127.0.0.1:${port}/`);
const warming = performance.now();
const compared = await warmUp(dirs);
if (compared > 0)
  console.log(
    `review: ${compared} changes compared in ${((performance.now() - warming) / 1000).toFixed(1)} s`,
  );
