/**
 * The oldest supported WebViews (README "Supported WebViews") in the simulator: the presets
 * "Android 9 WebView (Chrome 69)" and "iOS 12 WKWebView (Safari 12)" take the APIs those lack out
 * of the H5's frame before its scripts run (simulator/ui/device/legacy-webview.ts). A driver's
 * day on them — log in, grab the fenced load at its yard, sign, depart with two photos — runs on
 * the H5's own stand-ins (src/lib/compat), fetched only there. Older than those, or with a script
 * that does not load, the page says to update instead of staying white.
 */
import type { Page } from '@playwright/test';
import { expect, test, type Sim } from '../../simulator/automation/fixture';
import type { GuardedWindow } from '../../src/lib/compat/webview-guard';
import { waybillTrip } from '../../src/lib/contract/waybill/trip';
import { pathname, trips } from './steps/common';
import { grabSource, signTopContract } from './steps/supply';
import { depart } from './steps/waybill';
import { DRIVER, logInAtTheYard } from './steps/yard';

test.use({ reducedMotion: 'reduce' });

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Uncaught errors and console errors of the page and its H5 frame. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

/** What the H5 frame has: the API paths that are missing, and those that are not the browser's. */
async function apisOf(sim: Sim, paths: readonly string[]) {
  const frame = await sim.h5Frame();
  return frame.evaluate((list) => {
    const lookup = (path: string) =>
      path
        .split('.')
        .reduce<unknown>(
          (o, k) => (o == null ? undefined : (o as Record<string, unknown>)[k]),
          window,
        );
    const native = (f: unknown) =>
      typeof f !== 'function' || /\[native code\]/.test(Function.prototype.toString.call(f));
    return {
      missing: list.filter((p) => lookup(p) === undefined),
      standIns: list.filter((p) => lookup(p) !== undefined && !native(lookup(p))),
    };
  }, paths);
}

const POLYFILLED = [
  'globalThis',
  'queueMicrotask',
  'structuredClone',
  'crypto.randomUUID',
  'Object.fromEntries',
  'Object.hasOwn',
  'Promise.allSettled',
  'Array.prototype.at',
  'String.prototype.replaceAll',
  'String.prototype.matchAll',
];
const SAFARI_12_ALSO = ['AbortController', 'ResizeObserver', 'IntersectionObserver'];

for (const { device, standIns } of [
  { device: 'android-webview-69', standIns: POLYFILLED.filter((p) => p !== 'globalThis') },
  {
    device: 'ios-12',
    standIns: [...POLYFILLED.filter((p) => p !== 'globalThis'), ...SAFARI_12_ALSO],
  },
] as const) {
  test(`${device}: log in, grab the fenced load at its yard, sign, depart with two photos — on the H5's stand-ins`, async ({
    sim,
    page,
  }) => {
    test.setTimeout(150_000);
    const errors = errorsOf(page);
    const polyfillChunks: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/polyfills-[\w-]+\.js$/.test(r.url())) polyfillChunks.push(r.url());
    });

    await sim.open('/loginPwd', { device });
    // Before any evaluate in the frame: it has no globalThis until the H5's stand-ins are in.
    expect(await sim.h5Started()).toBe('started');
    expect(await sim.h5.locator('html').evaluate(() => navigator.userAgent)).toMatch(
      device === 'ios-12' ? /iPhone OS 12_0/ : /Android 9;.*Chrome\/69\./,
    );
    await test.step('the WebView lacks the APIs; the H5 runs on its own stand-ins', async () => {
      const apis = await apisOf(sim, [...POLYFILLED, ...SAFARI_12_ALSO]);
      expect(apis.missing).toEqual([]);
      expect(apis.standIns).toEqual(standIns);
      expect(polyfillChunks).toHaveLength(1);
    });

    await logInAtTheYard(sim);

    let id = '';
    await test.step('grab the fenced source at its yard and sign the contract', async () => {
      await sim.goto('/supply/details?id=S0003');
      await grabSource(sim, { quantity: 30 });
      const [made] = await trips(page, DRIVER, 'toLoad');
      expect(made?.loadingFence).not.toBeNull();
      id = made!.id;
      await signTopContract(sim);
    });

    await test.step('depart with two photos: one request, keyed by a v4 UUID', async () => {
      await sim.goto(`/waybill/load?id=${id}`);
      await depart(sim, 2);
      const loads = await sim.sandbox.requests(waybillTrip.load.path);
      expect(loads).toHaveLength(1);
      expect((loads[0]!.body as { photos: unknown[] }).photos).toHaveLength(2);
      expect(loads[0]!.headers['idempotency-key']).toMatch(UUID_V4);
      expect((await trips(page, DRIVER)).find((w) => w.id === id)?.status).toBe('inTransit');
    });

    expect(await pathname(sim)).toBe('/waybill/loadcompleted');
    expect(
      errors.filter((e) => /TypeError|ReferenceError|is not a function|is not defined/.test(e)),
    ).toEqual([]);
  });
}

test('a current WebView fetches no stand-ins', async ({ page }) => {
  const polyfillChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/polyfills-[\w-]+\.js$/.test(r.url())) polyfillChunks.push(r.url());
  });
  await page.goto('/login');
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
  expect(await page.evaluate(() => (window as GuardedWindow).__h5Started)).toBe(true);
  expect(polyfillChunks).toEqual([]);
});

test('a WebView older than Chrome 69 / Safari 12 gets the update page, not a white screen', async ({
  page,
}) => {
  // Array.prototype.flat is the API both oldest WebViews were the first to have.
  await page.addInitScript(() => {
    delete (Array.prototype as { flat?: unknown }).flat;
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '请升级后使用' })).toBeVisible();
  await expect(page.getByText(/您的手机系统版本过低/)).toBeVisible();
  await expect(page.getByText(/Android System WebView/)).toBeVisible();
  await expect(page.getByRole('button', { name: '重新加载' })).toBeVisible();
  await expect(page.getByLabel('手机号')).toHaveCount(0);
  await expect(page).toHaveTitle('请升级后使用');
});

test('a script that fails to load brings the same page, with a reload', async ({ page }) => {
  let failing = true;
  await page.route(/\/assets\/react-dom-[\w-]+\.js$/, (route) =>
    failing ? route.abort('failed') : route.continue(),
  );
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '请升级后使用' })).toBeVisible();
  await expect(page.getByText(/页面加载失败/)).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByLabel('手机号')).toBeVisible();
  await expect(page.getByRole('heading', { name: '请升级后使用' })).toHaveCount(0);
});
