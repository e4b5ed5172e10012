#!/usr/bin/env node
/**
 * The main job: the simulator — the real H5 in a phone frame with the fake native app and its
 * control panels — against the embedded sandbox server. Starts the Vite dev server with the sandbox
 * mounted on /api and /__sandbox and the simulator page on /__sim/, then opens Chromium in a desktop
 * app window on the simulator when a display is available (otherwise prints the addresses).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const port = Number(process.env.PORT ?? 5173);
const origin = `http://127.0.0.1:${port}`;
const simulatorUrl = `${origin}/__sim/`;
const h5Url = `${origin}/login`;
const vite = spawn('node_modules/.bin/vite', ['--port', String(port), '--strictPort'], {
  stdio: 'inherit',
  env: { ...process.env, DRIVER_SANDBOX: '1' },
});

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      const res = await fetch(`${origin}/__sandbox/state`);
      if (res.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

let browser = null;
if (await waitForServer()) {
  console.log(
    [
      '',
      `Simulator: ${simulatorUrl}`,
      `H5 alone (phone viewport, no fake native): ${h5Url}`,
      `SMS codes: ${origin}/__sandbox/sms (also logged here)`,
      '',
    ].join('\n'),
  );
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (process.env.DISPLAY && existsSync(chromium)) {
    browser = spawn(
      chromium,
      [
        `--app=${simulatorUrl}`,
        '--window-size=1280,900',
        '--user-data-dir=/tmp/driver-h5-chromium',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      ],
      { stdio: 'ignore' },
    );
  } else {
    console.log('No display: open the simulator address above in a desktop browser.');
  }
}

const stop = () => {
  browser?.kill();
  vite.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', (code) => {
  browser?.kill();
  process.exit(code ?? 0);
});
