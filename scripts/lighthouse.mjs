#!/usr/bin/env node
/**
 * Lighthouse (mobile preset: Moto G-class CPU slowdown and slow 4G) on the built /login, in Debian
 * Chromium, against the production build served with the sandbox on loopback. Runs 3 times and
 * reports the median run. Build first: `npm run build`.
 * Usage: npm run lighthouse [-- /route]
 */
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const route = process.argv[2] ?? '/login';
const port = 4201;
const url = `http://127.0.0.1:${port}${route}`;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

async function waitForServer() {
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/__sandbox/state`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not start');
}

const server = spawn(
  'node_modules/.bin/tsx',
  ['scripts/serve.ts', '--port', String(port), '--static', 'dist'],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const results = [];
try {
  await waitForServer();
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: audit('largest-contentful-paint'),
        fcp: audit('first-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index'),
      });
    } finally {
      await chrome.kill();
    }
  }
} finally {
  server.kill();
}

results.sort((a, b) => a.lcp - b.lcp);
const median = results[Math.floor(results.length / 2)];
console.log(`Lighthouse ${lighthouse.version ?? ''} mobile preset, ${url}, ${results.length} runs`);
for (const [i, r] of results.entries()) {
  console.log(
    `run ${i + 1}: performance ${r.score}, LCP ${(r.lcp / 1000).toFixed(2)} s, FCP ${(r.fcp / 1000).toFixed(2)} s, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, SI ${(r.si / 1000).toFixed(2)} s`,
  );
}
console.log(`median: performance ${median.score}, LCP ${(median.lcp / 1000).toFixed(2)} s`);
