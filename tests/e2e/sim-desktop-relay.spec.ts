/**
 * The Electron shell's bridge relay, without the Electron binary: the built <webview> preload
 * (out/preload/preload.cjs) and the host relay (simulator/electron/host-relay.ts) wired through a
 * stand-in for Electron's IPC (tests/e2e/desktop/fake-ipc.ts: structured clone, asynchronous, in
 * order, sendSync answered at once), with the H5's own bridge client on the guest page. Every check
 * is also made against a twin page on the iframe transport, which must answer the same.
 */
import { expect, test, type Frame, type Page } from '@playwright/test';
import {
  BRIDGE_ERROR_CODES,
  BRIDGE_FILE_CHUNK_BYTES,
  BRIDGE_MAX_PAYLOAD_CHARS,
  BRIDGE_METHODS,
  type BridgeMethod,
} from '../../src/lib/bridge/protocol';
import { BRIDGE_ERROR_MESSAGES } from '../../src/lib/bridge/messages';
import type { FaultState } from '../../simulator/bridge/api';
import type { Outcome } from './desktop/guest';
import { buildRelayPages, openFrame, RELAY_BASE, serveRelayPages } from './desktop/relay-page';

let pagesDir = '';
const uploads: number[] = [];

test.beforeAll(async () => {
  pagesDir = await buildRelayPages();
});

test.beforeEach(async ({ page }) => {
  uploads.length = 0;
  // Location fixes carry the time: both fake natives must read the same clock.
  await page.clock.setFixedTime(new Date('2025-01-15T08:00:00Z'));
  await serveRelayPages(page, pagesDir, uploads);
  await page.goto(`${RELAY_BASE}host.html`);
  await page.waitForFunction(() => window.__relayHost !== undefined);
});

const setFaults = (page: Page, patch: Partial<FaultState>) =>
  page.evaluate((p) => window.__relayHost!.faults(p), patch);

const call = (frame: Frame, method: BridgeMethod, params: unknown = {}, timeoutMs?: number) =>
  frame.evaluate(
    ({ method, params, timeoutMs }) => window.__relayGuest!.call(method, params, timeoutMs),
    { method, params, timeoutMs },
  );

/** What crossed the IPC stand-in, in order. */
const ipcLog = (page: Page) => page.evaluate(() => window.__relayHost!.ipc.log);

/** What each fake native logged of the calls it got: the JSON sizes in and out, and the status. */
const calls = (page: Page, which: 'native' | 'twin') =>
  page.evaluate(
    (w) =>
      window
        .__relayHost![w].timeline()
        .filter((e) => e.kind === 'call')
        .map(({ method, status, requestChars, responseChars }) => ({
          method,
          status,
          requestChars,
          responseChars,
        })),
    which,
  );

const waybill = {
  shippingNoteNumber: 'YD1',
  serialNumber: '0001',
  startCountrySubdivisionCode: '130102',
  endCountrySubdivisionCode: '120102',
};

/** One call of every method; `ref` and `watchId` come from earlier answers on the same page. */
function everyCall(ref: string, watchId: string): [BridgeMethod, unknown][] {
  return [
    ['capabilities', {}],
    ['isApp', {}],
    ['getDeviceId', {}],
    ['getBrand', {}],
    ['getAppVersion', {}],
    ['downloadApp', { url: 'https://example.com/app.apk' }],
    ['pay', { wallet: 'alipay', orderInfo: 'signed-order', orderNo: 'P1' }],
    ['phoneCall', { phone: '4008001234' }],
    ['pickPhoto', { count: 1 }],
    ['uploadImage', { ref, url: `${RELAY_BASE}upload`, headers: { token: 't1' } }],
    ['readFile', { ref, offset: 0, length: BRIDGE_FILE_CHUNK_BYTES }],
    ['downloadFile', { url: 'https://example.com/a.pdf', fileName: '合同.pdf' }],
    ['openBrowser', { url: 'https://example.com' }],
    ['share', { title: '邀请', channel: 'wechat' }],
    ['syncCookie', { url: 'https://example.com', cookies: { a: '1' } }],
    ['openMap', { latitude: 39.9, longitude: 116.4, name: '北京', mode: 'truck' }],
    ['regulatory', { action: 'start', waybill }],
    ['copyText', { text: '运单号 YD1' }],
    ['openSettings', { kind: 'camera' }],
    ['checkPermission', { kind: 'camera' }],
    ['requestPermission', { kind: 'location' }],
    ['scanQr', { source: 'camera' }],
    ['getLocation', { highAccuracy: true }],
    ['clearWatch', { watchId }],
    ['getEventRecords', {}],
    ['closeApp', {}],
  ];
}

/** Runs every method on one page, in order, starting with the two whose answers later calls use. */
async function runEveryMethod(frame: Frame): Promise<Record<string, Outcome>> {
  const chosen = await call(frame, 'chooseImage', { source: 'album', count: 2 });
  const watch = await call(frame, 'watchLocation', { intervalMs: 60_000 });
  const ref = chosen.ok ? (chosen.data as { files: { ref: string }[] }).files[0]!.ref : '';
  const watchId = watch.ok ? (watch.data as { watchId: string }).watchId : '';
  const outcomes: Record<string, Outcome> = { chooseImage: chosen, watchLocation: watch };
  for (const [method, params] of everyCall(ref, watchId)) {
    outcomes[method] = await call(frame, method, params);
  }
  return outcomes;
}

test('every bridge method answers through the webview relay as through the iframe', async ({
  page,
}) => {
  const guest = await openFrame(page, 'guest');
  const twin = await openFrame(page, 'twin');
  expect(await guest.evaluate(() => window.__relayGuest!.ready())).toBe('native');
  expect(await twin.evaluate(() => window.__relayGuest!.ready())).toBe('native');

  const relayed = await runEveryMethod(guest);
  const direct = await runEveryMethod(twin);
  expect(Object.keys(relayed).sort()).toEqual([...BRIDGE_METHODS].sort());
  expect(relayed).toEqual(direct);
  // Not two equal failures: every call succeeded, with the fake native's own answers.
  expect(Object.entries(relayed).filter(([, outcome]) => !outcome.ok)).toEqual([]);
  expect(relayed.getDeviceId).toEqual({ ok: true, data: { deviceId: 'SIM-ANDROID-0001' } });
  expect(relayed.pay).toEqual({
    ok: true,
    data: { wallet: 'alipay', orderNo: 'P1', status: 'success' },
  });
  expect(relayed.getLocation).toMatchObject({ ok: true, data: { time: 1736928000000 } });
  // The chosen image reached the upload in full, the same bytes both ways.
  expect(uploads).toHaveLength(2);
  expect(uploads[0]).toBeGreaterThan(10_000);
  expect(uploads[0]).toBe(uploads[1]);

  // Each fake native got the same JSON, as long, and answered as long.
  // (The client also asks `capabilities` itself, before choosing the photo picker's name.)
  const relayedCalls = await calls(page, 'native');
  expect(new Set(relayedCalls.map((c) => c.method))).toEqual(new Set(BRIDGE_METHODS));
  expect(relayedCalls.every((c) => c.status === 'answered')).toBe(true);
  expect(relayedCalls).toEqual(await calls(page, 'twin'));

  // Over IPC: the new document announced itself, then asked its readiness synchronously (before
  // any page script); the host answered 'now' with a ready the guest ignores (it has its bridge);
  // the client registered its event handler before its first call; then one response per call.
  const log = await ipcLog(page);
  expect(log.slice(0, 2).map((r) => `${r.direction} ${r.channel}`)).toEqual([
    'guest→host driver-sim:start',
    'guest→main (sync) driver-sim:readiness',
  ]);
  const channels = log.map((r) => r.channel);
  expect(channels.filter((c) => c === 'driver-sim:ready')).toHaveLength(1);
  expect(channels.indexOf('driver-sim:register')).toBeLessThan(channels.indexOf('driver-sim:call'));
  expect(await guest.evaluate(() => window.__relayGuest!.readyEvents)).toEqual([]);
  const sent = log.filter((r) => r.channel === 'driver-sim:call');
  const answered = log.filter((r) => r.channel === 'driver-sim:response');
  expect(sent).toHaveLength(relayedCalls.length);
  expect(answered).toHaveLength(relayedCalls.length);
  expect(answered.every((r) => r.direction === 'host→guest')).toBe(true);
});

test('a reloaded guest document gets a new bridge; the old one is detached', async ({ page }) => {
  const guest = await openFrame(page, 'guest');
  expect(await call(guest, 'getDeviceId')).toMatchObject({ ok: true });
  await guest.evaluate(() => location.reload());
  await guest.waitForFunction(() => window.__relayGuest !== undefined);
  expect(await call(guest, 'getBrand')).toEqual({
    ok: true,
    data: { brand: 'HUAWEI', model: 'Mate 60' },
  });
  const starts = (await ipcLog(page)).filter((r) => r.channel === 'driver-sim:start');
  expect(starts).toHaveLength(2);
  // One page connected to the fake native (events go to it alone), not two.
  await guest.evaluate(() => window.__relayGuest!.listen('back'));
  await page.evaluate(() => window.__relayHost!.native.controls.native.back());
  await expect
    .poll(() => guest.evaluate(() => window.__relayGuest!.events))
    .toEqual([{ event: 'back', data: {} }]);
  const delivered = (await ipcLog(page)).filter((r) => r.channel === 'driver-sim:event');
  expect(delivered).toHaveLength(1);
});

test('native events reach the H5 through the relay as through the iframe', async ({ page }) => {
  const frames = [await openFrame(page, 'guest'), await openFrame(page, 'twin')];
  for (const frame of frames) {
    await frame.evaluate(() => {
      window.__relayGuest!.listen('back');
      window.__relayGuest!.listen('pause');
      window.__relayGuest!.listen('resume');
      window.__relayGuest!.listen('location');
    });
    expect(await frame.evaluate(() => window.__relayGuest!.ready())).toBe('native');
  }
  await page.evaluate(() => {
    for (const native of [window.__relayHost!.native, window.__relayHost!.twin]) {
      native.controls.native.back();
      native.controls.native.pause();
      native.controls.native.resume();
    }
  });
  for (const frame of frames) {
    await call(frame, 'watchLocation', { intervalMs: 1_000 });
  }
  const expected = [
    { event: 'back', data: {} },
    { event: 'pause', data: {} },
    { event: 'resume', data: {} },
    {
      event: 'location',
      data: expect.objectContaining({ longitude: 116.397, latitude: 39.909, time: 1736928000000 }),
    },
  ];
  for (const frame of frames) {
    await expect
      .poll(() => frame.evaluate(() => window.__relayGuest!.events.slice(0, 4)))
      .toEqual(expected);
  }
});

test('bridge injected late: no bridge at first, then the ready event with the bridge', async ({
  page,
}) => {
  await setFaults(page, { ready: 'late', readyDelayMs: 1_500 });
  const guest = await openFrame(page, 'guest');
  expect(await guest.evaluate(() => 'WebViewJavascriptBridge' in window)).toBe(false);
  expect(await guest.evaluate(() => window.__relayGuest!.ready())).toBe('native');
  expect(await guest.evaluate(() => window.__relayGuest!.readyEvents)).toEqual([true]);
  expect(await call(guest, 'getDeviceId')).toEqual({
    ok: true,
    data: { deviceId: 'SIM-ANDROID-0001' },
  });
  const channels = (await ipcLog(page)).map((r) => r.channel);
  expect(channels.filter((c) => c === 'driver-sim:ready')).toHaveLength(1);
  expect(
    await page.evaluate(() =>
      window
        .__relayHost!.native.timeline()
        .filter((e) => e.kind === 'fault')
        .map((e) => e.fault),
    ),
  ).toEqual(['readyLate']);
});

test('bridge never injected: the H5 falls back to the browser after its 5 s wait', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2025-01-15T08:00:00Z') });
  await setFaults(page, { ready: 'never' });
  const guest = await openFrame(page, 'guest');
  const mode = guest.evaluate(() => window.__relayGuest!.ready());
  await page.clock.runFor(5_000);
  expect(await mode).toBe('web');
  expect(await guest.evaluate(() => 'WebViewJavascriptBridge' in window)).toBe(false);
  expect(await call(guest, 'scanQr', { source: 'camera' })).toEqual({
    ok: false,
    code: 'unavailable',
    message: '当前浏览器不支持扫码，请在司机端App中使用',
  });
  const channels = (await ipcLog(page)).map((r) => r.channel);
  expect(channels).not.toContain('driver-sim:ready');
  expect(channels).not.toContain('driver-sim:call');
});

test('lost callback and no answer end in the H5 time-out, as through the iframe', async ({
  page,
}) => {
  await setFaults(page, { loseCallback: ['getDeviceId'], timeout: ['getBrand'] });
  const frames = [await openFrame(page, 'guest'), await openFrame(page, 'twin')];
  const timedOut = { ok: false, code: 'timeout', message: BRIDGE_ERROR_MESSAGES.timeout };
  for (const frame of frames) {
    expect(await call(frame, 'getDeviceId', {}, 500)).toEqual(timedOut);
    expect(await call(frame, 'getBrand', {}, 500)).toEqual(timedOut);
    // The bridge still works for other calls afterwards.
    expect(await call(frame, 'getAppVersion')).toMatchObject({ ok: true });
  }
  const log = await ipcLog(page);
  expect(log.filter((r) => r.channel === 'driver-sim:call')).toHaveLength(3);
  expect(log.filter((r) => r.channel === 'driver-sim:response')).toHaveLength(1);
  expect(await calls(page, 'native')).toEqual(await calls(page, 'twin'));
});

test('an oversize answer crosses whole and the H5 refuses it, as through the iframe', async ({
  page,
}) => {
  await setFaults(page, { oversize: ['getDeviceId'] });
  const frames = [await openFrame(page, 'guest'), await openFrame(page, 'twin')];
  for (const frame of frames) {
    expect(await call(frame, 'getDeviceId')).toEqual({
      ok: false,
      code: 'too_large',
      message: BRIDGE_ERROR_MESSAGES.too_large,
    });
  }
  const response = (await ipcLog(page)).find((r) => r.channel === 'driver-sim:response');
  expect(response!.chars).toBeGreaterThan(BRIDGE_MAX_PAYLOAD_CHARS);
});

test('every injected error code reaches the H5 with its message, as through the iframe', async ({
  page,
}) => {
  const frames = [await openFrame(page, 'guest'), await openFrame(page, 'twin')];
  const seen: Outcome[][] = [[], []];
  for (const code of BRIDGE_ERROR_CODES) {
    await setFaults(page, { error: [{ method: 'copyText', code }] });
    for (const [i, frame] of frames.entries()) {
      seen[i]!.push(await call(frame, 'copyText', { text: 'YD1' }));
    }
  }
  expect(seen[0]).toEqual(seen[1]);
  expect(seen[0]!.map((o) => (o.ok ? 'ok' : o.code))).toEqual([...BRIDGE_ERROR_CODES]);
  // 'failed' carries the fake native's Chinese text; the others the H5's own catalogue sentence.
  expect(seen[0]!.find((o) => !o.ok && o.code === 'failed')).toMatchObject({
    message: '操作失败',
  });
  expect(seen[0]!.find((o) => !o.ok && o.code === 'denied')).toMatchObject({
    message: BRIDGE_ERROR_MESSAGES.denied,
  });
});
