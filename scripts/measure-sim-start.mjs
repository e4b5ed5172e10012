#!/usr/bin/env node
/**
 * Cold start of the simulator: from opening /__sim/ to an interactive H5 inside its iframe (the
 * login screen's 手机号 input enabled and #root no longer `inert`, see src/app/hydration.ts). Serves
 * the built H5 and simulator (npm run build) with the sandbox on a free port, opens a fresh headless
 * Chromium per run (no cache), and prints the median of 3 runs.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium } from 'playwright';
import { serveBuilt } from './serve-built.mjs';

const RUNS = 3;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'];

for (const file of ['dist/login/index.html', 'dist-sim/index.html']) {
  if (!existsSync(file)) {
    console.error(`${file} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** True once the login form inside the simulator's iframe accepts typing. */
function h5Interactive() {
  const doc = document.querySelector('iframe')?.contentDocument;
  const root = doc?.getElementById('root');
  if (!root || root.hasAttribute('inert')) return false;
  const label = [...doc.querySelectorAll('label')].find((l) => l.textContent.trim() === '手机号');
  const input = label?.control ?? doc.querySelector('input[aria-label="手机号"]');
  return Boolean(input && !input.disabled);
}

async function measure(origin) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const started = performance.now();
    await page.goto(`${origin}/__sim/`, { waitUntil: 'commit' });
    await page.waitForFunction(h5Interactive, null, { polling: 'raf', timeout: 30_000 });
    return Math.round(performance.now() - started);
  } finally {
    await browser.close();
  }
}

const port = await freePort();
const { origin, stop } = await serveBuilt(port, ['--sim', 'dist-sim']);
try {
  const times = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const ms = await measure(origin);
    times.push(ms);
    console.log(`run ${run}: ${ms} ms`);
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)];
  console.log(`simulator cold start to interactive H5: ${median} ms`);
} finally {
  stop();
}
