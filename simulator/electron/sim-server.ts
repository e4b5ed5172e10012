/**
 * Where the desktop window's simulator page comes from: the sandbox server on loopback serving the
 * built H5 (dist/) and simulator page (dist-sim/), or `DRIVER_SIM_URL` (e.g. `npm start`'s
 * http://127.0.0.1:5173/__sim/), which must be loopback too.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SIM_BASE, startSandboxServer } from '@sim/sandbox/node-server';

export interface SimulatorSite {
  url: string;
  /** Stops the sandbox server (nothing to stop for DRIVER_SIM_URL). */
  close(): Promise<void>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function requireBuilt(root: string, dir: string, script: string): string {
  const path = join(root, dir);
  if (!existsSync(join(path, 'index.html'))) {
    throw new Error(`${dir}/ is missing: run \`npm run ${script}\` first`);
  }
  return path;
}

export async function startSimulatorSite(
  root: string,
  env: Record<string, string | undefined>,
): Promise<SimulatorSite> {
  if (env.DRIVER_SIM_URL) {
    const url = env.DRIVER_SIM_URL;
    if (!LOOPBACK.has(new URL(url).hostname)) {
      throw new Error(`DRIVER_SIM_URL must be a loopback address (127.0.0.1), not ${url}`);
    }
    return { url, close: async () => undefined };
  }
  const server = await startSandboxServer({
    port: Number(env.PORT ?? 0),
    host: '127.0.0.1',
    staticDir: requireBuilt(root, 'dist', 'build'),
    simDir: requireBuilt(root, 'dist-sim', 'build:sim'),
  });
  return { url: `${server.url}${SIM_BASE}`, close: () => server.close() };
}
