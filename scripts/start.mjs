#!/usr/bin/env node
/**
 * The main job: the H5 at a phone viewport against the embedded sandbox server. Starts the Vite dev
 * server with the sandbox mounted on /api and /__sandbox, then opens Chromium in a 375×812 app window
 * when a display is available (otherwise prints the address to open in a phone-sized window).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const port = Number(process.env.PORT ?? 5173);
const url = `http://127.0.0.1:${port}/login`;
const vite = spawn('node_modules/.bin/vite', ['--port', String(port), '--strictPort'], {
  stdio: 'inherit',
  env: { ...process.env, DRIVER_SANDBOX: '1' },
});

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/__sandbox/state`);
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
    `\nH5 with sandbox: ${url}\nSMS codes: http://127.0.0.1:${port}/__sandbox/sms (also logged here)\n`,
  );
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (process.env.DISPLAY && existsSync(chromium)) {
    browser = spawn(
      chromium,
      [
        `--app=${url}`,
        '--window-size=375,812',
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
    console.log('No display: open the address above in a browser at a phone viewport (375×812).');
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
