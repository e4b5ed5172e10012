#!/usr/bin/env node
/**
 * Prerenders the public entry screens after `vite build`, so the driver sees the login form before
 * any JavaScript arrives: each route is server-rendered with React (scripts/prerender/render.tsx,
 * built here with Vite in SSR mode) through the app's own route table, written to
 * dist/<route>/index.html with its critical CSS inlined (beasties), and its scripts requested after
 * the first paint. The browser then hydrates the same DOM (src/main.tsx); a check in Debian Chromium
 * fails the build if hydration does not match.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build } from 'vite';
import { chromium } from 'playwright';

const ROUTES = {
  '/login': 'src/features/auth/screens/login-screen.tsx',
  '/loginPwd': 'src/features/auth/screens/login-screen.tsx',
  '/register': 'src/features/auth/screens/register-screen.tsx',
  '/findPwd': 'src/features/auth/screens/find-password-screen.tsx',
};
const port = 4200; // not 4190: fetch refuses that port (sieve)
const origin = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

/**
 * The page paints from its own HTML and inlined critical CSS; scripts and the full stylesheets are
 * requested only after that first paint, so nothing the driver waits for competes with them.
 */
function deferAssets(html, { css, js }) {
  const entryScript = html.match(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/)?.[1];
  if (!entryScript) throw new Error('no entry script in index.html');
  const entryCss = [...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1],
  );
  const styles = [...new Set([...entryCss, ...css.map((href) => `/${href}`)])];
  const preloads = [...new Set(js.map((href) => `/${href}`))];
  const stripped = html
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="(?:modulepreload|stylesheet|preload)"[^>]*>/g, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  const loader = `<script>(function(){function go(){var h=document.head;${JSON.stringify(styles)}.forEach(function(u){var l=document.createElement('link');l.rel='stylesheet';l.href=u;h.appendChild(l)});${JSON.stringify(preloads)}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;h.appendChild(l)});var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(entryScript)};h.appendChild(s)}requestAnimationFrame(function(){setTimeout(go,0)})})()</script>`;
  return stripped.replace('</body>', `${loader}</body>`);
}

async function waitForServer() {
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${origin}/__sandbox/state`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('sandbox server did not start');
}

const ssrDir = 'node_modules/.cache/prerender';
await build({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  ssr: { noExternal: true },
  build: {
    ssr: 'scripts/prerender/render.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    manifest: false,
  },
});
const { renderRoute } = await import(pathToFileURL(`${ssrDir}/render.js`).href);

const beasties = new Beasties({
  path: 'dist',
  publicPath: '/',
  preload: 'swap',
  pruneSource: false,
  logLevel: 'warn',
});
for (const [route, screen] of Object.entries(ROUTES)) {
  if (!manifest[screen]) throw new Error(`no chunk for ${screen} in the build manifest`);
  const { html: markup, title } = await renderRoute(`http://127.0.0.1${route}`);
  const { css } = assetsOf(screen);
  const html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${title || '司机端'}</title>`)
    .replace(
      '</head>',
      `${[...new Set(css)].map((href) => `<link rel="stylesheet" href="/${href}">`).join('')}</head>`,
    )
    .replace(
      /<div id="root"><\/div>/,
      `<div id="root" data-prerendered="${route}" inert>${markup}</div>`,
    );
  const inlined = deferAssets(await beasties.process(html), assetsOf(screen));
  mkdirSync(`dist${route}`, { recursive: true });
  writeFileSync(`dist${route}/index.html`, inlined);
  console.log(`prerendered ${route} (${Math.round(inlined.length / 1024)} kB html)`);
}

// The check: each page hydrates without a mismatch and becomes the live screen.
const server = spawn(
  'node_modules/.bin/tsx',
  ['scripts/serve.ts', '--port', String(port), '--static', 'dist'],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
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
  for (const route of Object.keys(ROUTES)) {
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(
      () => document.getElementById('root')?.dataset.hydrated === 'true',
      null,
      { timeout: 15_000 },
    );
  }
  await browser.close();
  if (problems.length > 0)
    throw new Error(`prerendered pages did not hydrate cleanly:\n${problems.join('\n')}`);
  console.log(`hydration checked on ${Object.keys(ROUTES).length} pages`);
} finally {
  server.kill();
}
