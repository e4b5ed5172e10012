/**
 * Builds and serves the desktop-relay check pages (host.html, guest.html, twin.html in this folder)
 * for a Playwright page: Vite bundles them once per run into a temporary folder, and the page's
 * routes serve them at /__desktop-relay/ with the built webview preload from out/preload/.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Frame, Page } from '@playwright/test';
import { build } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
export const RELAY_BASE = '/__desktop-relay/';
const PRELOAD = here('../../../out/preload/preload.cjs');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.cjs': 'text/javascript',
  '.png': 'image/png',
};

/** The built pages' folder. */
export async function buildRelayPages(): Promise<string> {
  if (!existsSync(PRELOAD)) {
    throw new Error('out/preload/preload.cjs is missing: run `npm run build:desktop` first');
  }
  const outDir = mkdtempSync(join(tmpdir(), 'desktop-relay-'));
  await build({
    configFile: false,
    root: here('.'),
    base: RELAY_BASE,
    logLevel: 'error',
    publicDir: false,
    resolve: { alias: { '@': here('../../../src'), '@sim': here('../../../simulator') } },
    build: {
      outDir,
      target: 'es2022',
      reportCompressedSize: false,
      rolldownOptions: {
        input: { host: here('host.html'), guest: here('guest.html'), twin: here('twin.html') },
      },
    },
  });
  return outDir;
}

/** Serves the pages, and answers uploads at /__desktop-relay/upload (recording their sizes). */
export async function serveRelayPages(page: Page, dir: string, uploads: number[]): Promise<void> {
  await page.route(`**${RELAY_BASE}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(RELAY_BASE.length);
    if (path === 'upload') {
      uploads.push(route.request().postDataBuffer()?.length ?? 0);
      return route.fulfill({
        json: { success: true, data: { fullFilePath: 'https://oss.test/a.jpg' } },
      });
    }
    const file = path === 'preload.cjs' ? PRELOAD : join(dir, path);
    if (!existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({
      body: readFileSync(file),
      contentType: TYPES[extname(file)] ?? 'application/octet-stream',
    });
  });
}

/** Adds the guest (webview relay) or twin (iframe transport) frame to the host page. */
export async function openFrame(page: Page, name: 'guest' | 'twin'): Promise<Frame> {
  await page.evaluate(
    (src) =>
      new Promise<void>((resolve) => {
        const frame = document.createElement('iframe');
        frame.name = src.name;
        frame.src = src.url;
        frame.onload = () => resolve();
        document.body.append(frame);
      }),
    { name, url: `${RELAY_BASE}${name}.html` },
  );
  const frame = page.frame({ name });
  if (!frame) throw new Error(`no ${name} frame`);
  await frame.waitForFunction(() => window.__relayGuest !== undefined);
  return frame;
}
