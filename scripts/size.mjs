#!/usr/bin/env node
/**
 * What the browser really fetches, measured from outside on the built app (`npm run build` first):
 * the production build served with the sandbox on loopback, opened in Debian Chromium at 375×812 as
 * a driver opens it, every JavaScript file the page fetched counted gzipped on its own (level 9).
 *
 * 1. /login, cold: everything fetched until the network is idle (no request for 1 s) — the budget.
 *    Then what idle time brings without a tap, and what the first tap brings.
 * 2. The logged-in entry (the session lives as long as the app, so there is no logged-in cold
 *    start): a password login, then what / adds as it arrives, and each tab root as it is tapped.
 *    Then the prerendered public pages opened by that logged-in driver: what each fetches, and
 *    none may log a hydration error (React #418: the HTML is the logged-out app).
 *
 * 3. Every route's own chunk (the screen module its route lazy-loads, from the build manifest),
 *    against the per-route budget.
 *
 * Fails over budget, or on a hydration error. Usage: npm run size
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { SEEDED_MOBILES, SEEDED_PASSWORD } from '../simulator/sandbox/store/catalog.ts';
import { chromiumLaunchOptions, serveBuilt } from './serve-built.mjs';

const LOGIN_BUDGET_KB = 150;
/** What / adds once the driver has logged in: the logged-in shell, the home screen, its data layer. */
const HOME_BUDGET_KB = 50;
/** Each route's own chunk: the screen module its route lazy-loads. */
const ROUTE_BUDGET_KB = 25;
/** The prerendered public pages (scripts/prerender.mjs). */
const PUBLIC_PAGES = ['/login', '/loginPwd', '/register', '/findPwd'];
const IDLE_MS = 1000;
const LATER_MS = 8000;
const port = 4202;

if (!existsSync('dist/index.html')) {
  console.error('no dist/: run `npm run build` first');
  process.exit(1);
}

const gzipKb = (path) => gzipSync(readFileSync(`dist${path}`), { level: 9 }).length / 1024;
const kb = (n) => `${n.toFixed(1)} kB`;

/** Follows a page's requests: the JS files fetched, and when the network has been quiet. */
function watch(page) {
  const inFlight = new Set();
  let lastChange = Date.now();
  let files = [];
  const settle = (request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
    const url = new URL(request.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) files.push(url.pathname);
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    /** The JS fetched since the last take (each file once). */
    take() {
      const taken = [...new Set(files)];
      files = [];
      return taken;
    },
    async idle(quietMs = IDLE_MS) {
      for (;;) {
        const quietFor = Date.now() - lastChange;
        if (inFlight.size === 0 && quietFor >= quietMs) return;
        await page.waitForTimeout(Math.max(50, quietMs - quietFor));
      }
    },
  };
}

const seen = new Set();
/** Prints a step's files (largest first) and returns its total; `fresh` counts only new files. */
function report(label, files, { fresh = false, budget } = {}) {
  const counted = fresh ? files.filter((file) => !seen.has(file)) : files;
  counted.forEach((file) => seen.add(file));
  const sizes = counted.map((file) => [file, gzipKb(file)]).sort((a, b) => b[1] - a[1]);
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  const limit = budget ? ` (budget ${budget} kB)` : '';
  console.log(`\n${label}: ${kb(total)} gzip JS in ${sizes.length} files${limit}`);
  for (const [file, size] of sizes) console.log(`  ${kb(size).padStart(9)}  ${file}`);
  return total;
}

const over = [];
const { origin, stop } = await serveBuilt(port);
let browser;
try {
  browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });

  // 1. /login, cold.
  const page = await context.newPage();
  const net = watch(page);
  await page.goto(`${origin}/login`);
  await net.idle();
  const login = report('/login until the network is idle', net.take(), {
    budget: LOGIN_BUDGET_KB,
  });
  if (login > LOGIN_BUDGET_KB) over.push(`/login ${kb(login)} > ${LOGIN_BUDGET_KB} kB`);
  await page.getByLabel('手机号').click();
  await net.idle();
  report('/login, what the first tap brings', net.take(), { fresh: true });

  // The same page left alone: what idle time brings without a tap.
  const alone = await context.newPage();
  const aloneNet = watch(alone);
  await alone.goto(`${origin}/login`);
  await aloneNet.idle();
  aloneNet.take();
  await alone.waitForTimeout(LATER_MS);
  await aloneNet.idle();
  report(`/login left alone, what idle time brings (${LATER_MS / 1000} s)`, aloneNet.take());
  await alone.close();

  // 2. Logging in: / as it arrives after the login call.
  await page.goto(`${origin}/loginPwd`);
  await net.idle();
  net.take().forEach((file) => seen.add(file));
  await page.getByLabel('手机号').fill(SEEDED_MOBILES.certifiedDriver);
  await page.getByLabel('密码', { exact: true }).fill(SEEDED_PASSWORD);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await net.idle();
  net.take().forEach((file) => seen.add(file));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(`${origin}/`);
  await net.idle();
  const home = report('/ after logging in (beyond /loginPwd)', net.take(), {
    fresh: true,
    budget: HOME_BUDGET_KB,
  });
  if (home > HOME_BUDGET_KB) over.push(`/ after login ${kb(home)} > ${HOME_BUDGET_KB} kB`);

  // Each tab root as the driver taps it (the tab bar's entries are buttons; 扫一扫 opens no tab).
  const tabs = page.getByRole('navigation', { name: '主导航' }).getByRole('button');
  const names = (await tabs.allInnerTexts())
    .map((name) => name.trim())
    .filter((n) => n !== '扫一扫');
  for (const name of names) {
    const tab = tabs.filter({ hasText: name }).first();
    await tab.click();
    // The tab's screen is routed once the tab is the current page (the URL may change later).
    await tab.and(page.locator('[aria-current="page"]')).waitFor();
    await net.idle();
    report(`tab ${name} (${new URL(page.url()).pathname})`, net.take(), { fresh: true });
  }

  // The public entry pages as the logged-in driver opens them (a link, the back button).
  const hydrationErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /\[hydrate\]|#418|hydrat/i.test(message.text()))
      hydrationErrors.push(`${new URL(page.url()).pathname}: ${message.text().split('\n')[0]}`);
  });
  for (const path of PUBLIC_PAGES) {
    await page.goto(`${origin}${path}`);
    await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated === 'true');
    await net.idle();
    report(`${path} opened logged in (new files)`, net.take(), { fresh: true });
  }
  if (hydrationErrors.length > 0) over.push(`hydration errors: ${hydrationErrors.join('; ')}`);
} finally {
  await browser?.close();
  stop();
}

// 3. Each route's own chunk: the module each route of the table lazy-loads, found in the manifest.
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const { SCREEN_ROUTES } = await import('../src/app/routes/all.ts');
const { notFoundRoute } = await import('../src/app/routes/status.ts');
const moduleOf = (load) => {
  const spec = /import\(["'`]([^"'`]+)["'`]\)/.exec(String(load))?.[1];
  if (!spec) throw new Error(`cannot read the module of ${String(load)}`);
  return spec.replace(/^@\//, 'src/').replace(/^\.\.\//, 'src/app/');
};
const routeChunks = [...SCREEN_ROUTES, notFoundRoute]
  .map((route) => {
    const entry = manifest[`${moduleOf(route.load)}.tsx`];
    if (!entry) throw new Error(`no chunk for ${moduleOf(route.load)}.tsx in the build manifest`);
    return { path: route.path, file: `/${entry.file}`, size: gzipKb(`/${entry.file}`) };
  })
  .sort((a, b) => b.size - a.size);
console.log(
  `\neach route's own chunk (${routeChunks.length} routes, budget ${ROUTE_BUDGET_KB} kB each):`,
);
for (const { path, file, size } of routeChunks) {
  console.log(`  ${kb(size).padStart(9)}  ${path.padEnd(48)} ${file}`);
  if (size > ROUTE_BUDGET_KB) over.push(`${path} ${kb(size)} > ${ROUTE_BUDGET_KB} kB`);
}

if (over.length > 0) {
  console.error(`\nover budget or broken: ${over.join('; ')}`);
  process.exit(1);
}
