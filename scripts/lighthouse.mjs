#!/usr/bin/env node
/**
 * Lighthouse (mobile preset: Moto G-class CPU slowdown and slow 4G) on the built /login, in Debian
 * Chromium, against the production build served with the sandbox on loopback. Runs 3 times and
 * reports the median run. Build first: `npm run build`.
 * Usage: npm run lighthouse [-- /route]
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveBuilt } from './serve-built.mjs';

const route = process.argv[2] ?? '/login';
const port = 4201;
const url = `http://127.0.0.1:${port}${route}`;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const results = [];
const { stop } = await serveBuilt(port);
try {
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
      const items = (id) => lhr.audits[id]?.details?.items ?? [];
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: audit('largest-contentful-paint'),
        fcp: audit('first-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index'),
        mainThread: items('mainthread-work-breakdown'),
        bootup: items('bootup-time'),
        longTasks: items('long-tasks'),
      });
    } finally {
      await chrome.kill();
    }
  }
} finally {
  stop();
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const middle = (key) =>
  [...results].sort((a, b) => a[key] - b[key])[Math.floor(results.length / 2)];
console.log(`Lighthouse mobile preset, ${url}, ${results.length} runs`);
for (const [i, r] of results.entries()) {
  console.log(
    `run ${i + 1}: performance ${r.score}, LCP ${seconds(r.lcp)}, FCP ${seconds(r.fcp)}, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, SI ${seconds(r.si)}`,
  );
}
console.log(
  `median: performance ${middle('score').score}, TBT ${Math.round(middle('tbt').tbt)} ms, LCP ${seconds(middle('lcp').lcp)}`,
);

// Where the main thread went in the run with the median TBT (Lighthouse's own figures, with its
// 4× CPU slowdown applied): by kind of work, by script, and the long tasks that block.
const typical = middle('tbt');
const short = (address) => String(address).replace(/^https?:\/\/[^/]+/, '');
console.log(`\nmain thread in run ${results.indexOf(typical) + 1} (ms):`);
for (const item of typical.mainThread) {
  console.log(`  ${String(Math.round(item.duration)).padStart(5)}  ${item.groupLabel}`);
}
console.log('by script (total / scripting / parse+compile, ms):');
for (const item of typical.bootup) {
  console.log(
    `  ${[item.total, item.scripting, item.scriptParseCompile].map((n) => String(Math.round(n)).padStart(5)).join(' ')}  ${short(item.url)}`,
  );
}
console.log('long tasks (start, duration ms):');
for (const item of typical.longTasks) {
  console.log(
    `  ${String(Math.round(item.startTime)).padStart(5)} ${String(Math.round(item.duration)).padStart(5)}  ${short(item.url)}`,
  );
}
