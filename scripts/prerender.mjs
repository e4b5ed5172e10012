#!/usr/bin/env node
/**
 * Prerenders the public entry screens after `vite build`, so the driver sees the login form before
 * any JavaScript arrives: each route is server-rendered with React (scripts/prerender/render.tsx,
 * built here with Vite in SSR mode) through the app's own route table, written to
 * dist/<route>/index.html with all of its CSS inlined, and its scripts requested after the first
 * paint. The browser then hydrates the same DOM (src/main.tsx); a check in Debian Chromium
 * fails the build if hydration does not match, for a visitor and for a logged-in driver (the HTML
 * is the logged-out app: what differs for a driver must wait for hydration, src/app/session/hydration.ts).
 *
 * `--mode <mode>` builds the server render in that Vite mode (`npm run build:release` passes
 * `release`), so both sides read the same configuration.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build, loadEnv } from 'vite';
import { chromium } from 'playwright';
import { SEEDED_MOBILES, SEEDED_PASSWORD } from '../simulator/sandbox/store/catalog.ts';
import { chromiumLaunchOptions, logInWithPassword, serveBuilt } from './serve-built.mjs';

const modeFlag = process.argv.indexOf('--mode');
const mode = modeFlag > 0 ? process.argv[modeFlag + 1] : 'production';
const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };

const ROUTES = {
  '/login': 'src/features/account/auth/screens/login-screen.tsx',
  '/loginPwd': 'src/features/account/auth/screens/login-screen.tsx',
  '/register': 'src/features/account/auth/screens/register-screen.tsx',
  '/findPwd': 'src/features/account/auth/screens/find-password-screen.tsx',
};
/**
 * Tabs a logged-in driver opens the app on. Their shells (frame, fixed parts, loading states; no
 * driver data) ride in index.html as templates; an inline script shows the one for the address
 * when login info is stored, so the tab paints from the HTML while the app loads, and the app then
 * renders over it (src/app/start.tsx). Not hydrated: the app's first render has the driver's data.
 */
const SHELLS = {
  '/': 'src/features/home/dashboard/screens/home-screen.tsx',
  '/supply': 'src/features/supply/plaza/screens/plaza-screen.tsx',
  '/waybill': 'src/features/waybill/list/screens/waybill-list-screen.tsx',
  '/i': 'src/features/me/center/screens/me-screen.tsx',
};
/** The longest the scripts wait for the first contentful paint. */
const PAINT_WAIT_MS = 2000;
// Not 4190: fetch refuses that port (sieve). PRERENDER_PORT lets two builds run side by side.
const port = Number(process.env.PRERENDER_PORT ?? 4200);
const origin = `http://127.0.0.1:${port}`;

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const template = readFileSync('dist/index.html', 'utf8');

/** CSS and JS files a manifest entry needs, following its static imports. */
function assetsOf(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { css: [], js: [] };
  seen.add(key);
  const css = [...(chunk.css ?? [])];
  const js = [chunk.file];
  for (const dep of chunk.imports ?? []) {
    const sub = assetsOf(dep, seen);
    css.push(...sub.css);
    js.push(...sub.js);
  }
  return { css, js };
}

/** The entry's stylesheets, as index.html links them. */
const entryCss = [...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) =>
  m[1].replace(/^\//, ''),
);

/**
 * All the CSS the screen needs (the entry's and its chunks'), inlined: the first paint has every
 * rule, and no stylesheet arrives later to restyle and re-lay out the page while the driver starts
 * typing (critical CSS plus the full sheets after paint cost two parses and a relayout on the main
 * thread). A `disabled` link per sheet, which the browser does not fetch, tells Vite's CSS loader
 * the sheet is on the page already, so loading the screen's chunk does not add it again.
 */
function inlineStyles(html, css) {
  const files = [...new Set([...entryCss, ...css])];
  const rules = files.map((file) => readFileSync(`dist/${file}`, 'utf8')).join('\n');
  const markers = files.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`).join('');
  return html.replace('</head>', `<style>${rules}</style>${markers}</head>`);
}

/**
 * The page's scripts, requested only after the first paint, so nothing the driver waits for to see
 * the form competes with them: the entry script, then a module preload for each chunk the screen
 * needs, one per task — adding them all in one go cost the main thread a long task (a request
 * each) just as the driver could start typing. Listed in the HTML instead, they would be fetched
 * and run before that first paint.
 */
function deferScripts(html, { js }) {
  const entryScript = html.match(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/)?.[1];
  if (!entryScript) throw new Error('no entry script in index.html');
  const preloads = [
    ...new Set(
      [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)]
        .map((m) => m[1])
        .concat(js.map((href) => `/${href}`)),
    ),
  ].filter((href) => href !== entryScript);
  // Started by the first contentful paint itself: once it is on the screen, not merely drawn on
  // the main thread — on a 2-core phone the app's first scripts would otherwise hold up the paint.
  // Without the paint timing API, or when no paint comes (a hidden WebView), a frame and a timer.
  // After the entry script, the browser's storage is opened in a small task of its own (a few ms
  // the first time), not in the longer one that evaluates the app's stores.
  const go = `var h=document.head;var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(entryScript)};h.appendChild(s);setTimeout(function(){try{localStorage.getItem('');sessionStorage.getItem('')}catch(e){}},0);${JSON.stringify(preloads)}.forEach(function(u){setTimeout(function(){var l=document.createElement('link');l.rel='modulepreload';l.href=u;h.appendChild(l)},0)})`;
  const loader = `<script>(function(){var started=false;function go(){if(started)return;started=true;${go}}function later(){requestAnimationFrame(function(){setTimeout(go,0)})}try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(go,0)}).observe({type:'paint',buffered:true});setTimeout(later,${PAINT_WAIT_MS})}catch(e){later()}})()</script>`;
  return html
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="(?:modulepreload|stylesheet)"(?![^>]*disabled)[^>]*>/g, '')
    .replace('</body>', `${loader}</body>`);
}

const ssrDir = 'node_modules/.cache/prerender';
await build({
  configFile: 'vite.config.ts',
  mode,
  logLevel: 'warn',
  ssr: { noExternal: true },
  build: {
    ssr: 'scripts/prerender/render.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    manifest: false,
  },
});
const { renderRoute, renderShell } = await import(pathToFileURL(`${ssrDir}/render.js`).href);

for (const [route, screen] of Object.entries(ROUTES)) {
  if (!manifest[screen]) throw new Error(`no chunk for ${screen} in the build manifest`);
  const { html: markup, title } = await renderRoute(`http://127.0.0.1${route}`);
  const { css } = assetsOf(screen);
  const html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${title || '司机端'}</title>`)
    .replace(
      /<div id="root"><\/div>/,
      `<div id="root" data-prerendered="${route}" inert>${markup}</div>`,
    );
  const inlined = deferScripts(inlineStyles(html, css), assetsOf(screen));
  mkdirSync(`dist${route}`, { recursive: true });
  writeFileSync(`dist${route}/index.html`, inlined);
  console.log(`prerendered ${route} (${Math.round(inlined.length / 1024)} kB html)`);
}

/**
 * index.html with the tabs' shells: their CSS inlined once (with `disabled` markers, as above) and a
 * script that picks the shell for the address, before the app's scripts run, and preloads that
 * tab's chunks.
 */
async function withShells(html) {
  let templates = '';
  const css = [];
  for (const [route, screen] of Object.entries(SHELLS)) {
    if (!manifest[screen]) throw new Error(`no chunk for ${screen} in the build manifest`);
    const { html: markup, title } = await renderShell(`http://127.0.0.1${route}`);
    templates += `<template id="shell:${route}" data-title="${title}">${markup}</template>`;
    css.push(...assetsOf(screen).css);
  }
  // The frame the shells draw (app shell, tab bar) comes with the app's own chunks, not the entry.
  for (const frame of ['src/app/start.tsx', 'src/app/shell/tab-bar.tsx']) {
    if (!manifest[frame]) throw new Error(`no chunk for ${frame} in the build manifest`);
    css.push(...assetsOf(frame).css);
  }
  // The shown tab's screen chunks and the HTTP client (its data call) are fetched with the entry's
  // own, not one after another as each module asks for the next.
  const entryJs = new Set(assetsOf('index.html').js);
  const preloads = {};
  for (const [route, screen] of Object.entries(SHELLS)) {
    const js = [...assetsOf(screen).js, ...assetsOf('src/lib/http/request.ts').js];
    preloads[route] = [...new Set(js)].filter((file) => !entryJs.has(file));
  }
  const files = [...new Set(css)].filter((file) => !entryCss.includes(file));
  const rules = files.map((file) => readFileSync(`dist/${file}`, 'utf8')).join('\n');
  const markers = files.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`).join('');
  const keys = JSON.stringify(['loginInfo', env.VITE_TOKEN_STORAGE_KEY || 'driver_token']);
  const pick = `<script>(function(){try{var t=document.getElementById('shell:'+location.pathname);if(!t)return;var has=function(k){return localStorage.getItem(k)!==null||sessionStorage.getItem(k)!==null};if(!${keys}.every(has))return;var r=document.getElementById('root');r.appendChild(t.content.cloneNode(true));r.setAttribute('data-shell',location.pathname);r.inert=true;document.title=t.getAttribute('data-title');(${JSON.stringify(preloads)}[location.pathname]||[]).forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.href='/'+f;document.head.appendChild(l)})}catch(e){}})()</script>`;
  return html
    .replace('</head>', `<style>${rules}</style>${markers}</head>`)
    .replace('<div id="root"></div>', `${templates}<div id="root"></div>${pick}`);
}

writeFileSync('dist/index.html', await withShells(template));
console.log(`index.html carries the shells of ${Object.keys(SHELLS).join(' ')}`);

/**
 * A release build calls the platform's API (VITE_API_BASE_URL): during the check the sandbox
 * answers in its place, so the logged-in pass can log in and nothing leaves the machine.
 */
async function answerFromSandbox(page, apiBase, origin) {
  const base = (apiBase ?? '').trim().replace(/\/+$/, '');
  if (!/^https?:\/\//.test(base) || base === origin) return;
  await page.route(
    (url) => url.href.startsWith(`${base}/`),
    async (route) => {
      const request = route.request();
      const cors = {
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'access-control-allow-headers': request.headers()['access-control-request-headers'] ?? '*',
      };
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      const response = await route.fetch({ url: `${origin}${request.url().slice(base.length)}` });
      return route.fulfill({ response, headers: { ...response.headers(), ...cors } });
    },
  );
}

// The check: each page hydrates without a mismatch and becomes the live screen.
const { stop } = await serveBuilt(port);
try {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
      problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await answerFromSandbox(page, env.VITE_API_BASE_URL, origin);
  const hydrates = async (who) => {
    for (const route of Object.keys(ROUTES)) {
      const before = problems.length;
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(
        () => document.getElementById('root')?.dataset.hydrated === 'true',
        null,
        { timeout: 15_000 },
      );
      for (let i = before; i < problems.length; i += 1)
        problems[i] = `${route} (${who}): ${problems[i]}`;
    }
  };
  await hydrates('visitor');
  // A driver who is logged in and opens a public page (a link, the back button): the same HTML.
  await logInWithPassword(page, origin, SEEDED_MOBILES.certifiedDriver, SEEDED_PASSWORD);
  await hydrates('logged in');
  await browser.close();
  if (problems.length > 0)
    throw new Error(`prerendered pages did not hydrate cleanly:\n${problems.join('\n')}`);
  console.log(`hydration checked on ${Object.keys(ROUTES).length} pages, logged out and logged in`);
} finally {
  stop();
}
