/**
 * Taking freight inside the simulator, as drivers do it (issue 12): a certified driver filters the
 * Plaza by origin, opens a source, calls the shipper through the virtual number (the native phone
 * call is on the timeline), grabs with a double tap (exactly one grab request reaches the server),
 * signs the waybill's contract after its countdown and lands on /waybill with the load on top; a
 * new driver is led to certification; an enterprise link opened logged out shows its sources and
 * asks to log in only when the driver grabs.
 */
import { expect, test, type Sim } from '../../simulator/automation/fixture';
import {
  loginBySms,
  loginWithPassword,
  SEEDED_PASSWORD,
} from '../../simulator/automation/h5-actions';
import { supply } from '../../src/lib/contract/supply/market';
import { SEEDED_MOBILES } from '../../simulator/sandbox/store/catalog';
import { pathname, tab } from './steps/common';
import { grabSource, signTopContract } from './steps/supply';

test.use({ reducedMotion: 'reduce' });

async function filterByOrigin(sim: Sim, names: readonly string[]): Promise<void> {
  await sim.h5.getByRole('button', { name: /^筛选/ }).click();
  const panel = sim.h5.getByRole('region', { name: '筛选条件' });
  await panel.getByRole('button', { name: '出发地' }).click();
  const picker = sim.h5.getByRole('dialog', { name: '出发地' });
  for (const name of names) await picker.getByRole('button', { name, exact: true }).click();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toHaveCount(0);
  await panel.getByRole('button', { name: '确定' }).click();
}

test('a certified driver finds a load by origin, calls the shipper, grabs it once with a double tap and signs its contract', async ({
  sim,
}) => {
  // A long journey (about 25 s alone): a loaded 2-core CI machine needs more than the 60-s default.
  test.setTimeout(120_000);
  await sim.open('/loginPwd');
  await loginWithPassword(sim, SEEDED_MOBILES.certifiedDriver);

  await test.step('the Plaza filtered by origin; the newest source of 太原市 小店区', async () => {
    await tab(sim, '货源').click();
    await expect.poll(() => pathname(sim)).toBe('/supply');
    await filterByOrigin(sim, ['山西省', '太原市', '小店区']);
    const list = sim.h5.getByRole('region', { name: '货源列表' });
    const first = list.getByRole('link').first();
    await expect(first).toContainText('小店区');
    const sent = await sim.sandbox.requests(supply.listPage.path);
    expect(sent.at(-1)?.body).toMatchObject({ kind: 'bulk', originCode: '140105' });
    await first.click();
    await expect.poll(() => pathname(sim)).toBe('/supply/details');
  });

  await test.step('calling the loading contact rings the virtual number natively', async () => {
    await sim.h5.getByRole('button', { name: '拨打装货联系人' }).click();
    const call = async () => (await sim.timeline({ kind: 'call', method: 'phoneCall' }))[0];
    await expect.poll(async () => (await call())?.status).toBe('answered');
    const asked = await sim.sandbox.requests(supply.getVirtualPhoneNumber.path);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.body).toMatchObject({ bizType: 'source', contact: 'loading' });
    // The number dialled is the one the server handed out, not the contact's real phone.
    expect(JSON.stringify((await call())?.params)).toMatch(/\d{11}/);
  });

  await test.step('gates, vehicle, quantity, agreement; a double tap grabs once', async () => {
    await grabSource(sim, { quantity: 30, doubleTap: true });
    const grabs = await sim.sandbox.requests(supply.grabBulkOrder.path);
    expect(grabs).toHaveLength(1);
    expect(grabs[0]?.body).toMatchObject({ carNo: expect.any(String), quantity: 30 });
  });

  await test.step('the new waybill is on top; its contract signed after the countdown', async () => {
    const list = sim.h5.getByRole('region', { name: '运单列表' });
    const top = list.getByRole('article').first();
    await expect(top).toContainText('待装货');
    await expect(top).toContainText('小店区');
    await signTopContract(sim);
  });
});

test('a new driver trying to grab is led to certification', async ({ sim }) => {
  await sim.open('/login');
  await loginBySms(sim, SEEDED_MOBILES.newDriver);
  await sim.goto('/supply/details?id=S0001');
  await sim.h5.getByRole('button', { name: '立即抢单' }).click();
  await expect.poll(() => pathname(sim)).toBe('/supply/ordertaking');
  await expect(sim.h5.getByText('您还未实名认证，请先完成实名认证')).toBeVisible({
    timeout: 15_000,
  });
  await sim.h5
    .getByRole('button', { name: '去实名认证' })
    .or(sim.h5.getByRole('link', { name: '去实名认证' }))
    .first()
    .click();
  await expect.poll(() => pathname(sim)).toBe('/seleteRole');
  expect(await sim.sandbox.requests(supply.grabBulkOrder.path)).toHaveLength(0);
});

test('an enterprise link opened logged out shows its sources and asks to log in only to grab', async ({
  sim,
}) => {
  await sim.open('/supply/enterprise/JMYX2026');
  await expect(sim.h5.getByText('山西晋煤运销', { exact: false }).first()).toBeVisible({
    timeout: 15_000,
  });
  const list = sim.h5.getByRole('region', { name: '企业货源列表' });
  await list.getByRole('link').first().click();
  await expect
    .poll(async () => (await sim.h5Path()).split('?')[0])
    .toMatch(/^\/supply\/enterprise(details|ecompletevehicledetail)$/);
  const detail = await sim.h5Path();
  await expect(sim.h5.getByText('货物信息')).toBeVisible();
  await sim.h5.getByRole('button', { name: /^(立即抢单|接单)$/ }).click();
  const dialog = sim.h5.getByRole('dialog', { name: '请先登录' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '去登录' }).click();
  await expect.poll(async () => (await sim.h5Path()).split('?')[0]).toBe('/login');

  // Logged in, the driver is back on the source he wanted.
  await sim.h5.getByRole('tab', { name: '密码登录' }).click();
  await sim.h5.getByLabel('手机号').fill(SEEDED_MOBILES.certifiedDriver);
  await sim.h5.getByLabel('密码', { exact: true }).fill(SEEDED_PASSWORD);
  await sim.h5.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await sim.h5.getByRole('button', { name: '登录', exact: true }).click();
  await expect.poll(() => sim.h5Path()).toBe(detail);
});
