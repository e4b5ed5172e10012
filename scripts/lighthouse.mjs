#!/usr/bin/env node
/**
 * Lighthouse (mobile preset: Moto G-class CPU slowdown and slow 4G) on built routes, in Debian
 * Chromium, against the production build served with the sandbox on loopback. Each route runs 3
 * times (LIGHTHOUSE_RUNS) and reports its median run. Public routes are measured as a first
 * visit; the others logged in as the seeded certified driver (记住我, so the session survives
 * into Lighthouse's tab) with the HTTP cache emptied after the login, so every chunk is fetched
 * again as on a cold start. Build first: `npm run build`.
 * Targets (issue 15): /login performance ≥ 98 with LCP ≤ 1.2 s; /, /supply, /waybill and /i ≥ 95.
 * Prints every run, the medians and a summary against the targets; exits 1 when one is missed.
 * Usage: npm run lighthouse [-- /route …]   (default: /login / /supply /waybill /i)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions, serveBuilt } from './serve-built.mjs';

const routes =
  process.argv.length > 2 ? process.argv.slice(2) : ['/login', '/', '/supply', '/waybill', '/i'];
/** Median performance score and LCP (ms) each route must reach. */
const TARGETS = { '/login': { score: 98, lcp: 1200 } };
const DEFAULT_TARGET = { score: 95, lcp: Infinity };
const PUBLIC = /^\/(login|loginPwd|register|findPwd|share-code|c\/|supply\/enterprise)/;
const DRIVER = { mobile: '13800000002', password: 'Driver@123' };
const port = 4201;
const debugPort = 9333;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

async function logIn(page, origin) {
  await page.goto(`${origin}/loginPwd`);
  await page.getByLabel('手机号').fill(DRIVER.mobile);
  await page.getByLabel('密码', { exact: true }).fill(DRIVER.password);
  await page.getByRole('checkbox', { name: '记住我' }).check();
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(`${origin}/`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
}

async function measure(origin, route) {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    headless: true,
    args: [...chromiumLaunchOptions.args, `--remote-debugging-port=${debugPort}`],
  });
  try {
    if (!PUBLIC.test(route)) await logIn(context.pages()[0] ?? (await context.newPage()), origin);
    const { lhr } = await lighthouse(`${origin}${route}`, {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keeps the login; the HTTP cache was emptied above.
      disableStorageReset: !PUBLIC.test(route),
    });
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const items = (id) => lhr.audits[id]?.details?.items ?? [];
    return {
      finalUrl: lhr.finalDisplayedUrl,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      fcp: audit('first-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      mainThread: items('mainthread-work-breakdown'),
      bootup: items('bootup-time'),
      longTasks: items('long-tasks'),
      lcpElement: items('largest-contentful-paint-element'),
      shifts: items('layout-shifts'),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const { origin, stop } = await serveBuilt(port);
const byRoute = [];
try {
  for (const route of routes) {
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await measure(origin, route));
    byRoute.push({ route, results });
  }
} finally {
  stop();
}

const short = (address) => String(address).replace(/^https?:\/\/[^/]+/, '');
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
function report(route, results) {
  const middle = (key) =>
    [...results].sort((a, b) => a[key] - b[key])[Math.floor(results.length / 2)];
  console.log(
    `\nLighthouse mobile preset, ${route} (ended at ${short(results[0].finalUrl)}), ${results.length} runs`,
  );
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
  const lcpNode = typical.lcpElement.flatMap((item) => item.items ?? [item]).find((i) => i.node);
  if (lcpNode)
    console.log(`LCP element: ${lcpNode.node.snippet} (${lcpNode.node.nodeLabel ?? ''})`);
  for (const shift of typical.shifts) {
    console.log(`layout shift ${Number(shift.score).toFixed(3)}: ${shift.node?.snippet ?? ''}`);
  }
  console.log('long tasks (start, duration ms):');
  for (const item of typical.longTasks) {
    console.log(
      `  ${String(Math.round(item.startTime)).padStart(5)} ${String(Math.round(item.duration)).padStart(5)}  ${short(item.url)}`,
    );
  }
}

for (const { route, results } of byRoute) report(route, results);

const missed = [];
console.log('\nsummary (medians):');
for (const { route, results } of byRoute) {
  const median = (key) =>
    [...results].sort((a, b) => a[key] - b[key])[Math.floor(results.length / 2)][key];
  const target = TARGETS[route] ?? DEFAULT_TARGET;
  const score = median('score');
  const lcp = median('lcp');
  const ok = score >= target.score && lcp <= target.lcp;
  const lcpTarget = Number.isFinite(target.lcp) ? `, LCP ≤ ${seconds(target.lcp)}` : '';
  console.log(
    `  ${ok ? 'met   ' : 'MISSED'} ${route.padEnd(10)} performance ${score} (≥ ${target.score}), LCP ${seconds(lcp)}${lcpTarget}`,
  );
  if (!ok) missed.push(route);
}
if (missed.length > 0) process.exitCode = 1;
