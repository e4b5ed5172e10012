/**
 * A whole trip inside the simulator, as a driver on the road lives it (issue 13), on a clock the
 * test runs: grab the fenced source at its loading yard, the shipper sets an insurance premium in
 * the 运输 panel, pay it (cancelled once, then paid), depart with two photos, drive (route playback:
 * the trail grows), be refused arrival outside the unloading fence with the distance, arrive inside
 * it, agree to the freight change the shipper asks for in the 运输 panel, hand in the receipt, the shipper approves it in the 运输 panel, evaluate. Then a departure
 * taken without signal (the network panel): photos and confirmation wait on the phone, the H5 is
 * reloaded, the network returns, and everything arrives exactly once and in order: each photo as
 * the camera's full-quality original (not the native preview), with the watermark of the moment it
 * was taken.
 */
import type { Page } from '@playwright/test';
import { expect, test, type Sim } from '../../simulator/automation/fixture';
import type { TripView } from '../../simulator/sandbox/areas/waybill/waybills/control';
import { upload } from '../../src/lib/contract/common/upload';
import { waybillTrip } from '../../src/lib/contract/waybill/trip';
import { settleFreight } from '../../src/lib/domain/settlement';
import { advanceStepwise } from './clock';
import { pathname, photoInto, trip as tripOf, trips as tripsOf } from './steps/common';
import { bytesAt, pngSize, takenPhotos } from './steps/photos';
import { grabSource, signTopContract } from './steps/supply';
import { approveReceipt, depart, drive, handInReceipt } from './steps/waybill';
import { DRIVER, logInAtTheYard, YARD } from './steps/yard';

test.use({ reducedMotion: 'reduce' });

const trips = (page: Page, status?: string) => tripsOf(page, DRIVER, status);
const trip = (page: Page, id: string) => tripOf(page, DRIVER, id);

/** Where the truck is, as the native side reports it. */
const here = (sim: Sim) => sim.location.current();

/** On the page clock, the driver logged in with the truck at the fenced source's yard. */
async function atTheYard(sim: Sim, page: Page): Promise<void> {
  await page.clock.install();
  await sim.open('/loginPwd');
  await logInAtTheYard(sim);
}

/** Signs the contract of the waybill on top of /waybill (the newest), after its countdown. */
async function signNewestContract(sim: Sim): Promise<void> {
  await sim.goto('/waybill');
  await signTopContract(sim, { clock: true });
}

test('a whole trip: grab at the yard, premium cancelled then paid, depart with two photos, drive, unload refused outside the fence then inside, a freight change agreed, receipt approved by the shipper, evaluate', async ({
  sim,
  page,
}) => {
  test.setTimeout(240_000);
  await atTheYard(sim, page);

  let id = '';
  await test.step('grab the fenced source at its yard and sign the contract', async () => {
    await sim.goto('/supply/details?id=S0003');
    await grabSource(sim, { quantity: 30 });
    const [made] = await trips(page, 'toLoad');
    expect(made?.loadingFence).not.toBeNull();
    id = made!.id;

    const top = sim.h5.getByRole('region', { name: '运单列表' }).getByRole('article').first();
    await expect(top).toContainText(made!.waybillNo);
    await signNewestContract(sim);
  });

  await test.step('the shipper sets a ¥50 premium in the 运输 panel', async () => {
    await page.getByRole('tab', { name: '运输' }).click();
    await page.getByRole('button', { name: (await trip(page, id)).waybillNo }).click();
    await page.getByLabel('保险费（元）').fill('50');
    await page.getByRole('button', { name: '设置保险费' }).click();
    await expect.poll(async () => (await trip(page, id)).premium?.amount).toBe(5_000);
  });

  await test.step('the premium: cancelled in the wallet once, then paid', async () => {
    await sim.goto(`/waybill/load?id=${id}`);
    const premium = sim.h5.getByRole('region', { name: '保险费' });
    await expect(premium).toContainText('未支付，发车前请先支付');
    await sim.payment.respond('alipay', 'cancel');
    await premium.getByRole('button', { name: '支付宝支付' }).click();
    await expect(sim.h5.getByText('已取消支付，保险费尚未支付')).toBeVisible();
    await expect(premium).toContainText('未支付');
    await sim.payment.respond('wechat', 'success');
    await premium.getByRole('button', { name: '微信支付' }).click();
    await expect(premium).toContainText('已支付', { timeout: 15_000 });
    expect((await trip(page, id)).premium?.paid).toBe(true);
  });

  await test.step('depart at the yard with two photos: one request, the SDK started', async () => {
    await depart(sim, 2);
    const loads = await sim.sandbox.requests(waybillTrip.load.path);
    expect(loads).toHaveLength(1);
    expect((loads[0]!.body as { photos: unknown[] }).photos).toHaveLength(2);
    const sdk = await sim.timeline({ kind: 'call', method: 'regulatory' });
    expect(sdk.map((call) => (call.params as { action: string }).action)).toEqual(['start']);
    expect((await trip(page, id)).status).toBe('inTransit');
  });

  const view = await trip(page, id);
  const dest = view.unloadingFence!;
  await test.step('drive: the route playback moves the truck and the trail grows', async () => {
    const counts = await drive(sim, id, YARD, dest, [0.3, 0.6, 0.85]);
    // Each minute on the road adds the fixes the H5 sent on the way.
    expect(counts[1]).toBeGreaterThan(counts[0]!);
    expect(counts[2]).toBeGreaterThan(counts[1]!);
    await expect(sim.h5.getByText(/公里$/).first()).toBeVisible();
  });

  await test.step('unloading outside the fence is refused with the distance', async () => {
    await sim.goto(`/waybill/unload?id=${id}`);
    await photoInto(sim, '卸货照片', 1);
    await sim.h5.getByRole('button', { name: '确认卸货', exact: true }).click();
    const refusal = sim.h5.getByRole('dialog', { name: '不在电子围栏内' });
    await expect(refusal).toContainText(/当前位置距卸货地 \d+(\.\d)? 公里，请到达卸货地后再卸货/);
    await refusal.getByRole('button', { name: '知道了' }).click();
    expect(await sim.sandbox.requests(waybillTrip.unload.path)).toHaveLength(0);
    expect((await trip(page, id)).status).toBe('inTransit');
  });

  await test.step('inside the fence the arrival goes through and the SDK stops', async () => {
    await sim.location.seek(1);
    expect((await here(sim)).longitude).toBeCloseTo(dest.longitude, 3);
    await sim.h5.getByRole('button', { name: '确认卸货', exact: true }).click();
    await sim.h5
      .getByRole('dialog', { name: '确认卸货' })
      .getByRole('button', { name: '确认' })
      .click();
    await expect(sim.h5.getByText('卸货成功')).toBeVisible({ timeout: 15_000 });
    expect(await sim.sandbox.requests(waybillTrip.unload.path)).toHaveLength(1);
    const sdk = await sim.timeline({ kind: 'call', method: 'regulatory' });
    expect(sdk.map((call) => (call.params as { action: string }).action)).toEqual([
      'start',
      'stop',
    ]);
    expect((await trip(page, id)).status).toBe('toReceipt');
  });

  await test.step('the shipper changes the freight in the 运输 panel; the driver agrees', async () => {
    await page.getByRole('tab', { name: '运输' }).click();
    await page.getByRole('button', { name: view.waybillNo }).click();
    await page.getByLabel('新运费（元）').fill('6000');
    await page.getByRole('button', { name: '发起运费变更' }).click();
    await sim.goto(`/waybill/freight/freightchangelist?waybillId=${id}`);
    await sim.h5.getByRole('link', { name: '有待确认的运费变更' }).click();
    await sim.h5.getByRole('button', { name: '同意', exact: true }).click();
    await sim.h5.getByRole('button', { name: '确定同意' }).click();
    await expect(sim.h5.getByText('已同意').first()).toBeVisible({ timeout: 15_000 });
    // The new freight is the waybill's 运费; what the driver is paid follows by the one settlement.
    const changed = await trip(page, id);
    expect(changed.freightDetail.total).toBe(600_000);
    expect(changed.freight).toBe(settleFreight(600_000).receivable);
  });

  await test.step('the receipt handed in, approved by the shipper in the 运输 panel', async () => {
    await handInReceipt(sim, id);
    await approveReceipt(page, view.waybillNo);
    await expect.poll(async () => (await trip(page, id)).status).toBe('done');
  });

  await test.step('evaluate the finished waybill', async () => {
    await sim.goto(`/waybill/evaluate?id=${id}`);
    await sim.h5.getByRole('button', { name: '5星' }).click();
    await sim.h5.getByRole('button', { name: '提交' }).click();
    await expect.poll(() => pathname(sim), { timeout: 15_000 }).toBe('/waybill/evaluate/success');
  });
});

/** The network panel's 断网 switch. */
async function network(page: Page, on: boolean): Promise<void> {
  await page.getByRole('tab', { name: '网络' }).click();
  const offline = page.getByRole('checkbox', { name: /^断网/ });
  await offline.setChecked(!on);
  await expect
    .poll(async () => {
      const res = await page.request.get('/__sandbox/faults');
      const faults = (await res.json()) as { path: string; network?: boolean }[];
      return faults.some((f) => f.path === '*' && f.network === true);
    })
    .toBe(!on);
}

/** The calls to `path` the platform really carried out (answered, not replayed for a repeated key). */
async function carriedOut(sim: Sim, path: string) {
  return (await sim.sandbox.requests(path)).filter((r) => r.status === 200 && !r.replayed);
}

test('a departure without signal: two photos and the confirmation wait on the phone through a reload, then arrive once each and in order', async ({
  sim,
  page,
}) => {
  test.setTimeout(180_000);
  await atTheYard(sim, page);

  // The shipper dispatches the fenced load to the driver, who signs its contract.
  const assigned = await page.request.post('/__sandbox/trip/assign', {
    data: { sourceId: 'S0003', mobile: DRIVER },
  });
  expect(assigned.ok()).toBe(true);
  const { id, waybillNo } = (await assigned.json()) as TripView;
  await signNewestContract(sim);
  await sim.goto(`/waybill/load?id=${id}`);
  await expect(sim.h5.getByText(waybillNo)).toBeVisible({ timeout: 15_000 });
  await sim.sandbox.clearRequests();

  const photos = 2;
  let offlineFrom = 0;
  let offlineUntil = 0;
  await test.step('offline: the photos and the departure are kept on the phone', async () => {
    await network(page, false);
    offlineFrom = await sim.now();
    for (let n = 1; n <= photos; n += 1) await photoInto(sim, '装货照片', n);
    // Kept as the originals: read over the bridge, so no 预览画质 note.
    expect((await sim.timeline({ kind: 'call', method: 'readFile' })).length).toBeGreaterThan(0);
    await expect(sim.h5.getByText(`${photos} 张照片待上传，联网后自动上传`)).toBeVisible();
    await sim.h5.getByRole('button', { name: '发车', exact: true }).click();
    await sim.h5
      .getByRole('dialog', { name: '确认发车' })
      .getByRole('button', { name: '确认' })
      .click();
    await expect(sim.h5.getByRole('heading', { name: '已保存，联网后自动上传' })).toBeVisible({
      timeout: 15_000,
    });
    // The truck leaves whatever the signal: the regulatory SDK starts on the phone.
    const sdk = await sim.timeline({ kind: 'call', method: 'regulatory' });
    expect(sdk.map((call) => (call.params as { action: string }).action)).toEqual(['start']);
  });

  await test.step('the H5 is reloaded, still offline: the queue is still there', async () => {
    await sim.reloadH5();
    await sim.goto(`/waybill/detailWhole?id=${id}`);
    const queue = sim.h5.getByRole('region', { name: '待上传' });
    await expect(queue).toContainText(`${photos + 1} 项待上传`, { timeout: 15_000 });
    expect(await carriedOut(sim, upload.watermarkFile.path)).toHaveLength(0);
    expect(await carriedOut(sim, waybillTrip.load.path)).toHaveLength(0);
    expect((await trip(page, id)).status).toBe('toLoad');
  });

  await test.step('the network returns: everything arrives once, in order', async () => {
    await expect(sim.h5.getByText('预览画质')).toHaveCount(0);
    offlineUntil = await sim.now();
    await network(page, true);
    // Nobody taps: the outbox's backoff timer and the next successful request wake it.
    await expect
      .poll(
        async () => {
          await advanceStepwise(sim, (await sim.now()) + 15_000);
          return (await trip(page, id)).status;
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBe('inTransit');
    const uploads = await carriedOut(sim, upload.watermarkFile.path);
    const loads = await carriedOut(sim, waybillTrip.load.path);
    const delivered = (await trip(page, id)).photos.departure;
    const keys = [...uploads, ...loads].map((r) => r.headers['idempotency-key']);
    const duplicates = keys.length - new Set(keys).size + (delivered.length - photos);
    console.log(
      `outbox: ${photos} photos queued offline, H5 reloaded, ${uploads.length} photos and ${loads.length} departure delivered, duplicates ${duplicates}`,
    );
    expect(uploads).toHaveLength(photos);
    expect(loads).toHaveLength(1);
    expect(delivered).toHaveLength(photos);
    expect(duplicates).toBe(0);
    for (const key of keys) expect(key).toMatch(/\S{8,}/);
    // In order: both photos before the departure that names them.
    expect(Math.max(...uploads.map((r) => r.id))).toBeLessThan(loads[0]!.id);
    const sentPhotos = (loads[0]!.body as { photos: { url: string }[] }).photos.map((p) => p.url);
    expect(sentPhotos.sort()).toEqual(delivered.map((p) => p.url).sort());
  });

  await test.step('the platform holds the full-quality originals, watermarked as taken', async () => {
    const taken = await takenPhotos(sim);
    expect(taken).toHaveLength(photos);
    const original = taken[0]!;
    const preview = await bytesAt(page, original.previewUrl);
    // The camera's preview is a smaller, poorer image: what arrives tells the two apart.
    expect(preview.length).toBeLessThan(original.size);
    for (const photo of (await trip(page, id)).photos.departure) {
      const held = await bytesAt(page, photo.url);
      console.log(
        `outbox photo: held ${held.length} B ${JSON.stringify(pngSize(held))}, original ${original.size} B ${original.width}x${original.height}, preview ${preview.length} B`,
      );
      expect(held.length).toBe(original.size);
      expect(pngSize(held)).toEqual({ width: original.width, height: original.height });
    }
    const uploads = await carriedOut(sim, upload.watermarkFile.path);
    const [from, until] = [await stamp(page, offlineFrom), await stamp(page, offlineUntil)];
    for (const sent of uploads) {
      const body = sent.body as { content: string[]; position: string | number };
      expect(body.content).toHaveLength(3);
      const [who, where, when] = body.content as [string, string, string];
      expect(who).toMatch(/\S/);
      expect(where).toMatch(/\S/);
      // The moment it was taken, offline, not the moment it was sent.
      expect(when >= from && when <= until, `${when} within ${from}…${until}`).toBe(true);
    }
  });
});

/** `YYYY-MM-DD HH:mm:ss` in the browser's zone (the test's timezone), as the watermark line writes it. */
function stamp(page: Page, ms: number): Promise<string> {
  return page.evaluate((at) => {
    const d = new Date(at);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  }, ms);
}
