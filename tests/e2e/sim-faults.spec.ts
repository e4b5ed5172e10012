import { expect, test, type Sim } from '../../simulator/automation/fixture';
import { touchScreen } from './touch';
import { loginBySms, loginWithPassword } from '../../simulator/automation/h5-actions';
import { recordToasts } from '../../simulator/automation/h5-observe';

/** §9: interactive bridge calls (scanQr) give up after 10 minutes. */
const INTERACTIVE_TIMEOUT_MS = 10 * 60_000;

const scanTab = (sim: Sim) =>
  sim.h5.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '扫一扫' });
const scanStatus = (sim: Sim) => sim.h5.getByRole('alert');
const rescan = (sim: Sim) => sim.h5.getByRole('button', { name: '重新扫描' });

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test('bridge never injected: the H5 runs as a web page, login works and scan says why it cannot', async ({
  sim,
  page,
}) => {
  await sim.open('/loginPwd');
  // Let the first document finish asking the bridge (it keeps the native id in storage), so the
  // storage cleared below stays cleared.
  await expect
    .poll(async () =>
      (await sim.timeline({ method: 'getDeviceId' })).some((e) => e.status === 'answered'),
    )
    .toBe(true);
  await sim.faults.set({ ready: 'never' });
  // A browser that never ran inside the app: nothing remembered from the bridge.
  await (await sim.h5Frame()).evaluate(() => localStorage.clear());
  await sim.clearTimeline();
  await sim.goto('/login');
  // The 5 s readiness wait, skipped.
  await page.clock.runFor(5_000);
  expect(await sim.timeline({ kind: 'fault' })).toEqual([
    expect.objectContaining({ fault: 'readyNever' }),
  ]);

  await loginBySms(sim, '13912345678');
  const [detail] = await sim.sandbox.requests('cuc/user/getUserDetail');
  // No bridge to ask: the browser's own device id and the brand the server expects when unknown.
  expect(detail!.headers.appbrand).toBe('unkown');
  expect(detail!.headers.deviceid).toBeTruthy();
  expect(detail!.headers.deviceid).not.toBe('SIM-ANDROID-0001');

  await scanTab(sim).click();
  await expect.poll(() => sim.h5Path()).toBe('/home/qrcode');
  await expect(scanStatus(sim)).toHaveText('当前浏览器不支持扫码，请在司机端App中使用');
  expect(await sim.timeline({ kind: 'call' })).toEqual([]);
});

test('bridge injected late: the H5 waits for it and uses it', async ({ sim }) => {
  await sim.open('/loginPwd');
  // Within DEVICE_INFO_WAIT_MS: the start-up requests wait for the device answers.
  await sim.faults.set({ ready: 'late', readyDelayMs: 500 });
  await sim.reloadH5();
  await loginWithPassword(sim, '13800000002');
  expect(await sim.timeline({ kind: 'fault' })).toEqual([
    expect.objectContaining({ fault: 'readyLate' }),
  ]);
  await expect
    .poll(async () => (await sim.sandbox.requests('cuc/user/getUserDetail')).at(-1)?.headers)
    .toMatchObject({ deviceid: 'SIM-ANDROID-0001', appversion: '1.3.0' });

  await scanTab(sim).click();
  await expect.poll(() => sim.h5Path()).toBe('/i/about/aboutus');
});

test('scanQr faults: lost callback and no answer time out, oversize and errors say so, rescan works', async ({
  sim,
  page,
}) => {
  await sim.open('/loginPwd');
  await loginWithPassword(sim, '13800000002');
  await sim.qr.text('/i/about/aboutus');

  // The app drops the callback: the H5's own time-out ends the wait.
  await sim.faults.set({ loseCallback: ['scanQr'] });
  await scanTab(sim).click();
  await expect.poll(() => sim.h5Path()).toBe('/home/qrcode');
  await expect
    .poll(async () => (await sim.timeline({ method: 'scanQr' })).map((e) => e.status))
    .toEqual(['lost']);
  await expect(sim.h5.getByText('将二维码放入框内，即可自动扫描')).toBeVisible();
  await page.clock.runFor(INTERACTIVE_TIMEOUT_MS);
  await expect(scanStatus(sim)).toHaveText('操作超时，请重试');

  // The app never answers at all.
  await sim.faults.clear();
  await sim.faults.set({ timeout: ['scanQr'] });
  await rescan(sim).click();
  await expect(sim.h5.getByText('将二维码放入框内，即可自动扫描')).toBeVisible();
  await page.clock.runFor(INTERACTIVE_TIMEOUT_MS);
  await expect(scanStatus(sim)).toHaveText('操作超时，请重试');

  // An answer past the size limit is refused, not parsed.
  await sim.faults.clear();
  await sim.faults.set({ oversize: ['scanQr'] });
  await rescan(sim).click();
  await expect(scanStatus(sim)).toHaveText('数据过大，已拒绝');

  // An error code with the app's own (Chinese) text shows that text.
  await sim.faults.clear();
  await sim.faults.set({
    error: [{ method: 'scanQr', code: 'failed', message: '相机被其他应用占用' }],
  });
  await rescan(sim).click();
  await expect(scanStatus(sim)).toHaveText('相机被其他应用占用');

  // Refused for want of the camera permission: 温馨提示 points to the settings.
  await sim.faults.clear();
  await sim.faults.set({ error: [{ method: 'scanQr', code: 'denied' }] });
  await rescan(sim).click();
  const denied = sim.h5.getByRole('dialog', { name: '温馨提示' });
  await expect(
    denied.getByText('你的相机权限未开启,请前往 设置->权限管理 打开相机权限'),
  ).toBeVisible();
  await denied.getByRole('button', { name: '取消' }).click();
  await expect(scanStatus(sim)).toHaveText('权限未开启');

  const faults = (await sim.timeline({ kind: 'fault' })).map((e) => e.fault);
  expect(faults).toEqual(['loseCallback', 'timeout', 'oversize', 'error', 'error']);

  // Still usable: with the faults gone the same screen scans and opens the page.
  await sim.faults.clear();
  await rescan(sim).click();
  await expect.poll(() => sim.h5Path()).toBe('/i/about/aboutus');
});

test('getLocation lost: no message (the position only feeds headers), the last good fix stays', async ({
  sim,
}) => {
  await sim.open('/login');
  await touchScreen(sim);
  await expect.poll(async () => (await sim.timeline({ method: 'getLocation' })).length).toBe(1);
  const [first] = await sim.timeline({ method: 'getLocation' });
  const started = first!.time;
  const toasts = await recordToasts(sim);

  await sim.faults.set({ loseCallback: ['getLocation'] });
  await sim.location.set({ longitude: 117.2, latitude: 39.133 });
  await sim.tracking.generate(1);
  await sim.advanceClockTo(started + 61_000);
  await expect
    .poll(async () => (await sim.sandbox.requests('eventRecord/saveBatch')).length)
    .toBe(1);
  await expect
    .poll(async () => (await sim.timeline({ method: 'getLocation' })).map((e) => e.status))
    .toEqual(['answered', 'lost']);

  // Back to normal: the next poll brings the new position.
  await sim.faults.clear();
  await sim.tracking.generate(1);
  await sim.advanceClockTo(started + 121_000);
  await sim.tracking.generate(1);
  await sim.advanceClockTo(started + 181_000);
  await expect
    .poll(async () => (await sim.sandbox.requests('eventRecord/saveBatch')).length)
    .toBe(3);

  const headers = (await sim.sandbox.requests('eventRecord/saveBatch')).map((r) => [
    r.headers.longitude,
    r.headers.latitude,
  ]);
  // Minute 1 and 2: the fix from before the fault (the lost one changed nothing); minute 3: the
  // fix taken at minute 2, after the fault was cleared.
  expect(headers).toEqual([
    ['116.397', '39.909'],
    ['116.397', '39.909'],
    ['117.2', '39.133'],
  ]);
  expect(await toasts()).toEqual([]);
  await expect(sim.h5.getByLabel('手机号')).toBeEditable();
});
