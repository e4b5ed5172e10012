import { expect, test, type Sim } from '../../simulator/automation/fixture';
import { touchScreen } from './touch';
import { recordToasts } from '../../simulator/automation/h5-observe';

const UPLOAD = 'eventRecord/saveBatch';

/**
 * When the H5's native services started (its first bridge call, right after the upload timer was
 * set): uploads are due a minute after it.
 */
async function servicesStarted(sim: Sim): Promise<number> {
  await expect.poll(async () => (await sim.timeline({ kind: 'call' })).length).toBeGreaterThan(0);
  return (await sim.timeline({ kind: 'call' }))[0]!.time;
}

test.beforeEach(async ({ page }) => {
  // Before the simulator opens: the H5's frame and the simulator page share the fake clock.
  await page.clock.install();
});

test('native records go up with eventRecord/saveBatch a minute after start, not before', async ({
  sim,
}) => {
  await sim.open('/login');
  await touchScreen(sim);
  const started = await servicesStarted(sim);
  const records = await sim.tracking.generate(3);
  expect(await sim.tracking.pending()).toHaveLength(3);

  await sim.advanceClockTo(started + 55_000);
  expect(await sim.sandbox.requests(UPLOAD)).toHaveLength(0);
  expect(await sim.tracking.pending()).toHaveLength(3);

  await sim.advanceClockTo(started + 61_000);
  // The H5's own events (appMode 'h5', e.g. the update check) ride in the same batch.
  const nativeEvents = async () => (await sim.sandbox.events()).filter((e) => e.appMode === 'app');
  await expect.poll(nativeEvents).toEqual(
    records.map((r) =>
      expect.objectContaining({
        eventId: r.eventId,
        eventName: r.eventName,
        time: r.time,
        appMode: 'app',
        deviceId: 'SIM-ANDROID-0001',
      }),
    ),
  );
  expect(await sim.tracking.pending()).toHaveLength(0);
  expect(await sim.timeline({ method: 'getEventRecords' })).toHaveLength(1);
  const [upload] = await sim.sandbox.requests(UPLOAD);
  expect(upload!.headers.deviceid).toBe('SIM-ANDROID-0001');
});

test('a failed upload shows no toast, and its records ride with the next minute', async ({
  sim,
}) => {
  await sim.sandbox.fault(UPLOAD, { status: 500, times: 1 });
  await sim.open('/login');
  await touchScreen(sim);
  const started = await servicesStarted(sim);
  const toasts = await recordToasts(sim);
  const records = await sim.tracking.generate(2);

  await sim.advanceClockTo(started + 61_000);
  await expect
    .poll(async () => (await sim.sandbox.requests(UPLOAD)).map((r) => r.status))
    .toEqual([500]);
  expect(await sim.sandbox.events()).toEqual([]);

  await sim.advanceClockTo(started + 121_000);
  await expect
    .poll(async () => (await sim.sandbox.requests(UPLOAD)).map((r) => r.status))
    .toEqual([500, 200]);
  const uploaded = await sim.sandbox.events();
  expect(uploaded.filter((e) => e.appMode === 'app').map((e) => e.time)).toEqual(
    records.map((r) => r.time),
  );
  // The failure was settled before the retry went out, so any toast it caused is recorded.
  expect(await toasts()).toEqual([]);
  await expect(sim.h5.getByLabel('手机号')).toBeEditable();
});
