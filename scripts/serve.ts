/**
 * The sandbox platform server on loopback: `--static dist` also serves the built H5 (with its
 * prerendered pages) on the same origin, which is how e2e tests and Lighthouse see the app; the
 * built simulator page (`npm run build:sim` → dist-sim, or `--sim <dir>`) is served at /__sim/.
 * Usage: tsx scripts/serve.ts --port 4180 [--static dist] [--sim dist-sim] [--scenario newDriver] [--seed 1]
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SIM_BASE, startSandboxServer } from '../simulator/sandbox/node-server';
import type { ScenarioName } from '../simulator/sandbox/sandbox';

function arg(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const port = Number(arg('port') ?? 8787);
const staticDir = arg('static');
const scenario = arg('scenario') as ScenarioName | undefined;
const seed = arg('seed');
// The simulator shows the H5 from the same origin, so it comes with --static only.
const simDir =
  arg('sim') ?? (staticDir && existsSync(join('dist-sim', 'index.html')) ? 'dist-sim' : undefined);

const server = await startSandboxServer({
  port,
  host: '127.0.0.1',
  ...(staticDir ? { staticDir } : {}),
  ...(simDir ? { simDir } : {}),
  ...(scenario ? { scenario } : {}),
  ...(seed ? { seed: Number(seed) } : {}),
});
console.log(
  `sandbox listening on ${server.url}${staticDir ? ` (serving ${staticDir})` : ''}${
    simDir ? `\nsimulator: ${server.url}${SIM_BASE}` : ''
  }`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.resolve(server.close()).finally(() => process.exit(0));
  });
}
