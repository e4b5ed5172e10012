/**
 * Checks before charges (issue 23): the seeded driver's WB0005 (¥120 premium, fenced at its
 * loading yard in 南京 鼓楼区, loading opening an hour after the world's first read) tried as a
 * new driver would. Far from the yard (the simulator's start in 北京) the premium is refused with
 * the distance — no wallet call on the bridge, no order in the sandbox; at the yard before the
 * window it is refused with the opening time; once the shipper opens loading it is paid once and
 * the truck departs. The trail then starts at the yard: the truck near 南京, metres driven. And
 * the driver trail interval is the platform's configured one, read once after login.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type Sim } from '../../simulator/automation/fixture';
import { loginWithPassword } from '../../simulator/automation/h5-actions';
import { metresBetween } from '../../simulator/sandbox/areas/supply/market/places';
import { SEEDED_MOBILES } from '../../simulator/sandbox/store/catalog';
import { sysConfig, SysConfigKey } from '../../src/lib/contract/common/sys-config';
import { waybillTrip, type Trail } from '../../src/lib/contract/waybill/trip';
import { advanceStepwise } from './clock';
import { pathname, photoInto, trip as tripOf } from './steps/common';
import { signTopContract } from './steps/supply';
import { depart, passMinute } from './steps/waybill';

test.use({ reducedMotion: 'reduce' });

const DRIVER = SEEDED_MOBILES.certifiedDriver;
const ID = 'WB0005';

const trip = (page: Page) => tripOf(page, DRIVER, ID);

/** The wallet calls the H5 made on the fake native side. */
const payCalls = (sim: Sim) => sim.timeline({ kind: 'call', method: 'pay' });

/** Premium orders the platform made (answered, not replayed). */
async function ordersMade(sim: Sim) {
  const made = await sim.sandbox.requests(waybillTrip.createPremiumPayment.path);
  return made.filter((r) => r.status === 200 && r.state === 200 && !r.replayed);
}

/** Nothing charged: no wallet call, no order, the premium unpaid and absent from the timeline. */
async function nothingCharged(sim: Sim, page: Page): Promise<void> {
  expect(await payCalls(sim)).toEqual([]);
  expect(await ordersMade(sim)).toEqual([]);
  const view = await trip(page);
  expect(view.premium).toMatchObject({ amount: 12_000, paid: false, paidAt: null });
  expect(view.timeline.map((e) => e.type)).not.toContain('premiumPaid');
  expect(view.status).toBe('toLoad');
}

/** The platform's trail of WB0005, read as the driver (a quick-login token, no position headers). */
async function platformTrail(request: APIRequestContext): Promise<Trail> {
  const login = await request.post('/__sandbox/quick-login', { data: { mobile: DRIVER } });
  const { at } = (await login.json()) as { at: string };
  const res = await request.post(waybillTrip.getTrail.path, {
    headers: { Authorization: `Bearer ${at}` },
    data: { id: ID },
  });
  const envelope = (await res.json()) as { success: boolean; msg: string; data: Trail };
  expect(envelope.success, envelope.msg).toBe(true);
  return envelope.data;
}

/** Taps a wallet on the premium card and expects the refusal dialog `title` saying `text`. */
async function payRefused(sim: Sim, wallet: string, title: string, text: string | RegExp) {
  await sim.h5
    .getByRole('region', { name: '保险费' })
    .getByRole('button', { name: wallet })
    .click();
  const dialog = sim.h5.getByRole('dialog', { name: title });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: '知道了' }).click();
  await expect(dialog).toHaveCount(0);
}

/** 发车 with what is on the form; expects the refusal dialog `title` saying `text`. */
async function departRefused(sim: Sim, title: string, text: string | RegExp) {
  await sim.h5.getByRole('button', { name: '发车', exact: true }).click();
  const dialog = sim.h5.getByRole('dialog', { name: title });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: '知道了' }).click();
  await expect(dialog).toHaveCount(0);
}

test('departure checks before charges: far away and before the loading window nothing is charged; at the yard in the window the premium is paid once and the truck departs; the trail starts at the yard', async ({
  sim,
  page,
}) => {
  test.setTimeout(180_000);
  await page.clock.install();
  await sim.open('/loginPwd');
  await loginWithPassword(sim, DRIVER);
  const seeded = await trip(page);
  const yard = seeded.loadingFence!;
  expect(yard).toMatchObject({ longitude: seeded.origin.longitude });

  await test.step('sign the transport contract of WB0005 (on top of /waybill)', async () => {
    await sim.goto('/waybill');
    await signTopContract(sim, { clock: true });
    expect((await trip(page)).contractStatus).toBe('signed');
  });

  await test.step('far from the yard: the premium and the departure are refused with the distance', async () => {
    const here = await sim.location.current();
    const km = (metresBetween(here.longitude, here.latitude, yard.longitude, yard.latitude) / 1000)
      .toFixed(1)
      .toString();
    expect(Number(km)).toBeGreaterThan(800);
    const reason = `当前位置距装货地 ${km} 公里，请到达装货地后再发车`;

    await sim.goto(`/waybill/load?id=${ID}`);
    await expect(sim.h5.getByRole('region', { name: '保险费' })).toContainText('120.00');
    await sim.payment.respond('alipay', 'success');
    await payRefused(sim, '支付宝支付', '不在电子围栏内', reason);
    await nothingCharged(sim, page);

    // The photo and the quantity typed stay through the refusal.
    await photoInto(sim, '装货照片', 1);
    const quantity = sim.h5.getByLabel('装货数量（吨）');
    await quantity.fill('31.5');
    await departRefused(sim, '不在电子围栏内', reason);
    await expect(quantity).toHaveValue('31.5');
    await expect(
      sim.h5.getByRole('region', { name: '装货照片' }).getByRole('button', { name: /^查看第/ }),
    ).toHaveCount(1);
    expect(await sim.sandbox.requests(waybillTrip.load.path)).toHaveLength(0);
    await nothingCharged(sim, page);
  });

  await test.step('at the yard before the loading window: refused with the opening time', async () => {
    await sim.location.set({
      longitude: yard.longitude,
      latitude: yard.latitude,
      address: seeded.origin.address,
    });
    const reason = `未到装货时间，请于 ${seeded.loadingStart} 后再发车`;
    await payRefused(sim, '微信支付', '未到装货时间', reason);
    await departRefused(sim, '未到装货时间', reason);
    expect(await sim.sandbox.requests(waybillTrip.load.path)).toHaveLength(0);
    await nothingCharged(sim, page);
  });

  await test.step('the shipper opens loading in the 运输 panel: the premium is paid once, the truck departs', async () => {
    await page.getByRole('tab', { name: '运输' }).click();
    await page.getByRole('button', { name: seeded.waybillNo }).click();
    await page.getByRole('button', { name: '现在开始装货' }).click();
    await expect.poll(async () => (await trip(page)).loadingStart).not.toBe(seeded.loadingStart);
    const premium = sim.h5.getByRole('region', { name: '保险费' });
    await premium.getByRole('button', { name: '支付宝支付' }).click();
    await expect(premium).toContainText('已支付', { timeout: 15_000 });

    const pays = await payCalls(sim);
    expect(pays).toHaveLength(1);
    expect(pays[0]!.params).toMatchObject({ wallet: 'alipay' });
    expect(await ordersMade(sim)).toHaveLength(1);
    const paid = await trip(page);
    expect(paid.premium).toMatchObject({ amount: 12_000, paid: true, wallet: 'alipay' });
    expect(paid.timeline.filter((e) => e.type === 'premiumPaid')).toHaveLength(1);

    await depart(sim, 0);
    expect(await sim.sandbox.requests(waybillTrip.load.path)).toHaveLength(1);
    const gone = await trip(page);
    expect(gone).toMatchObject({ status: 'inTransit', loadedQuantity: 31.5 });
    expect(await payCalls(sim)).toHaveLength(1);
  });

  await test.step('the trail: the truck near 南京, metres driven, not 北京', async () => {
    // Three hundred metres down the road, a minute later: the H5 polls and reports it.
    const moved = { longitude: yard.longitude + 0.003, latitude: yard.latitude };
    await sim.location.set({ ...moved, address: seeded.origin.address });
    await sim.goto(`/waybill/detailWhole?id=${ID}`);
    await passMinute(sim);
    await sim.h5.getByRole('link', { name: '查看运输轨迹' }).click();
    await expect.poll(() => pathname(sim)).toBe('/waybill/detail/trail');
    await expect(sim.h5.getByText(/^已记录 \d+ 个轨迹点$/)).toBeVisible();

    // The departure at the yard, then the fix 300 m on: every point within the yard's fence.
    const trail = await platformTrail(page.request);
    expect(trail.points.length).toBeGreaterThanOrEqual(2);
    for (const [lng, lat] of trail.points) {
      expect(metresBetween(lng, lat, yard.longitude, yard.latitude)).toBeLessThan(1000);
    }
    const [lastLng, lastLat] = trail.points.at(-1)!;
    expect(metresBetween(lastLng, lastLat, moved.longitude, moved.latitude)).toBeLessThan(50);
    // The map's text alternative: the truck's driven length in metres, not hundreds of km.
    const map = sim.h5.getByRole('figure', { name: '运输轨迹' });
    await expect(map).toContainText(/行驶轨迹：约 [1-9]\d{1,2} 米/);
    await expect(map).not.toContainText(/行驶轨迹：约 [\d.]+ 公里/);
  });
});

test('the driver trail interval is read once after login from the configuration a tester set, and the position is polled at it', async ({
  sim,
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await sim.open('/loginPwd');
  // The tester sets it in the 沙箱 panel, where the world is also shown to hold together.
  await page.getByRole('tab', { name: '沙箱' }).click();
  await expect(page.getByText(/^数据自洽/)).toBeVisible();
  await page.getByRole('textbox', { name: '司机轨迹上传间隔(秒)' }).fill('20');
  await page.getByRole('button', { name: '保存司机轨迹上传间隔(秒)' }).click();
  await expect
    .poll(async () => {
      const res = await page.request.get('/__sandbox/settings/config-items');
      const items = (await res.json()) as { itemKey: string; itemValue: string }[];
      return items.find((i) => i.itemKey === SysConfigKey.driverTrailInterval)?.itemValue;
    })
    .toBe('20');
  await loginWithPassword(sim, DRIVER);

  const reads = async () =>
    (await sim.sandbox.requests(sysConfig.findItemValueByItemKeys.path)).filter(
      (r) => r.status === 200,
    );
  await expect.poll(async () => (await reads()).length).toBe(1);
  expect((await reads())[0]!.body).toEqual({
    itemKeys: [SysConfigKey.electronicFenceDetectionInterval, SysConfigKey.driverTrailInterval],
  });

  // A minute on the page clock: three polls at 20 s (the fallback would make one).
  const polls = async () => (await sim.timeline({ kind: 'call', method: 'getLocation' })).length;
  const before = await polls();
  await advanceStepwise(sim, (await sim.now()) + 60_000);
  expect((await polls()) - before).toBeGreaterThanOrEqual(3);

  // Moving about the app does not read it again.
  await sim.goto('/waybill');
  await sim.goto('/i');
  expect(await reads()).toHaveLength(1);
});
