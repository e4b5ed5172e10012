/**
 * The sandbox platform server on loopback: `--static dist` also serves the built H5 (with its
 * prerendered pages) on the same origin, which is how e2e tests and Lighthouse see the app.
 * Usage: tsx scripts/serve.ts --port 4180 [--static dist] [--scenario newDriver] [--seed 1]
 */
import { startSandboxServer } from '../simulator/sandbox/node-server';
import type { ScenarioName } from '../simulator/sandbox/sandbox';

function arg(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const port = Number(arg('port') ?? 8787);
const staticDir = arg('static');
const scenario = arg('scenario') as ScenarioName | undefined;
const seed = arg('seed');

const server = await startSandboxServer({
  port,
  host: '127.0.0.1',
  ...(staticDir ? { staticDir } : {}),
  ...(scenario ? { scenario } : {}),
  ...(seed ? { seed: Number(seed) } : {}),
});
console.log(
  `sandbox listening on http://127.0.0.1:${port}${staticDir ? ` (serving ${staticDir})` : ''}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.resolve(server.close()).finally(() => process.exit(0));
  });
}
