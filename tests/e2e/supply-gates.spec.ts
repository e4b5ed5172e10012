/**
 * The grab's gates agree with the server (issue 23): a driver without a qualification certificate
 * sees that gate unmet and never reaches the agreement; a blacklisted shipper's source and a
 * refrigerated-truck source are refused on the conditions screen with their reasons; 全部 fills
 * only what the chosen truck carries and the agreement is for that tonnage and amount; a grab the
 * server still refuses (another driver was faster) keeps the driver in the flow and leads him to
 * the quantity to change.
 */
import { expect, test, type Sim } from '../../simulator/automation/fixture';
import { loginWithPassword } from '../../simulator/automation/h5-actions';
import { SEEDED_MOBILES } from '../../simulator/sandbox/store/catalog';
import { supply, type GoodsSourceDetail } from '../../src/lib/contract/supply/market';
import { fenToYuan } from '../../src/lib/domain/money';
import { pathname } from './steps/common';

test.use({ reducedMotion: 'reduce' });

const DRIVER = SEEDED_MOBILES.certifiedDriver;

async function control(sim: Sim, path: string, data: unknown): Promise<void> {
  const res = await sim.page.request.post(`/__sandbox/${path}`, { data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
}

/** The source as the platform publishes it (the public read, as an enterprise page gets it). */
async function publicSource(sim: Sim, id: string): Promise<GoodsSourceDetail> {
  const res = await sim.page.request.post(supply.getGoodsResourceDetail.path, { data: { id } });
  return ((await res.json()) as { data: GoodsSourceDetail }).data;
}

const gate = (sim: Sim, title: string) => sim.h5.getByRole('listitem', { name: title });

async function openGates(sim: Sim, id: string): Promise<void> {
  await sim.goto(`/supply/ordertaking?id=${id}`);
  await expect.poll(() => pathname(sim)).toBe('/supply/ordertaking');
  await expect(gate(sim, '实名认证')).toContainText('已满足', { timeout: 15_000 });
}

/** On the vehicle step: the chosen truck's approved load in 吨, as its button shows it. */
async function chosenTruckTons(sim: Sim): Promise<number> {
  await expect(sim.h5.getByText('该车辆可以承运此单')).toBeVisible({ timeout: 15_000 });
  const chosen = sim.h5.getByRole('button', { pressed: true });
  const kg = /核定载质量 (\d+)kg/.exec((await chosen.textContent()) ?? '')?.[1];
  expect(kg).toBeDefined();
  return Number(kg) / 1000;
}

/** On the agreement: after the reading countdown, tick and tap 同意并抢单. */
async function acceptAgreement(sim: Sim): Promise<void> {
  await sim.h5.getByRole('checkbox', { name: '我已阅读并同意以上协议' }).check();
  const grab = sim.h5.getByRole('button', { name: '同意并抢单' });
  await expect(grab).toBeEnabled({ timeout: 10_000 });
  await grab.click();
}

test('a driver without a qualification certificate sees that gate unmet and cannot reach the agreement', async ({
  sim,
}) => {
  await sim.open('/loginPwd');
  await loginWithPassword(sim, DRIVER);
  // The plate of his truck, as the vehicle step shows it while his papers are complete.
  await openGates(sim, 'S0001');
  await expect(sim.h5.getByText('接单条件已全部满足')).toBeVisible({ timeout: 15_000 });
  await sim.h5.getByRole('button', { name: '下一步' }).click();
  await chosenTruckTons(sim);
  const carNo = await sim.h5
    .getByRole('button', { pressed: true })
    .locator('span')
    .nth(1)
    .textContent();
  expect(carNo).toMatch(/^[\u4e00-\u9fa5][A-Z][A-Z0-9]{5,6}$/);

  // The platform finds his licence carries no qualification certificate.
  await control(sim, 'licence-qualification', { mobile: DRIVER, qualificationCertificateNo: null });
  await sim.goto('/supply/details?id=S0001');
  await sim.h5.getByRole('button', { name: '立即抢单' }).click();
  await expect.poll(() => pathname(sim)).toBe('/supply/ordertaking');
  const qualification = gate(sim, '从业资格证');
  await expect(qualification).toContainText('未满足', { timeout: 15_000 });
  await expect(qualification).toContainText('您还未上传道路运输从业资格证，上传后才能接单');
  // The licence itself is fine: the two are no longer said as one.
  await expect(gate(sim, '驾驶证认证')).toContainText('驾驶证已认证');
  await expect(sim.h5.getByText('接单条件已全部满足')).toHaveCount(0);
  await expect(sim.h5.getByRole('button', { name: '下一步' })).toBeDisabled();

  // Not even a link straight to the agreement shows it: the server refuses the preview too.
  await sim.goto(`/supply/goodsagreement?id=S0001&carNo=${encodeURIComponent(carNo!)}&quantity=30`);
  await expect(sim.h5.getByText('请先上传道路运输从业资格证')).toBeVisible({ timeout: 15_000 });
  await expect(sim.h5.getByRole('button', { name: '同意并抢单' })).toHaveCount(0);
  expect(await sim.sandbox.requests(supply.grabBulkOrder.path)).toHaveLength(0);

  await sim.goto('/supply/ordertaking?id=S0001');
  await gate(sim, '从业资格证').getByRole('button', { name: '去上传从业资格证' }).click();
  await expect.poll(() => pathname(sim)).toBe('/add-license');
});

test('a blacklisted shipper and a refrigerated-truck source are refused on the conditions screen', async ({
  sim,
}) => {
  await sim.open('/loginPwd');
  await loginWithPassword(sim, DRIVER);

  await openGates(sim, 'S0008');
  const blacklist = gate(sim, '货主黑名单');
  await expect(blacklist).toContainText('未满足', { timeout: 15_000 });
  await expect(blacklist).toContainText('该货主已被列入黑名单');
  await expect(blacklist).toContainText('安徽恒通煤业有限公司');
  await expect(blacklist.getByRole('button', { name: '看看其他货源' })).toBeVisible();
  await expect(gate(sim, '已认证车辆')).toContainText('已满足');
  await expect(sim.h5.getByRole('button', { name: '下一步' })).toBeDisabled();

  await openGates(sim, 'S0012');
  const type = gate(sim, '车型要求');
  await expect(type).toContainText('未满足', { timeout: 15_000 });
  await expect(type).toContainText('该货源需要重型冷藏车，您没有已认证的此类车辆');
  await expect(type.getByRole('button', { name: '去添加车辆' })).toBeVisible();
  await expect(gate(sim, '货主黑名单')).toContainText('已满足');
  await expect(sim.h5.getByRole('button', { name: '下一步' })).toBeDisabled();
  await expect(sim.h5.getByText('接单条件已全部满足')).toHaveCount(0);

  expect(await sim.sandbox.requests(supply.previewContentKJ.path)).toHaveLength(0);
});

test('全部 fills what the truck carries, and the agreement is for that tonnage and amount', async ({
  sim,
}) => {
  test.setTimeout(90_000);
  await sim.open('/loginPwd');
  await loginWithPassword(sim, DRIVER);
  const source = await publicSource(sim, 'S0001');
  expect(source.remainingQuantity).toBe(1200);

  await openGates(sim, 'S0001');
  await expect(sim.h5.getByText('接单条件已全部满足')).toBeVisible({ timeout: 15_000 });
  await sim.h5.getByRole('button', { name: '下一步' }).click();
  await expect.poll(() => pathname(sim)).toBe('/supply/carryinfovehicle');
  const tons = await chosenTruckTons(sim);
  expect(tons).toBeLessThan(source.remainingQuantity);
  await sim.h5.getByRole('button', { name: '下一步' }).click();
  await expect.poll(() => pathname(sim)).toBe('/supply/carryinfomodular');

  const field = sim.h5.getByLabel('装货数量（吨）', { exact: true });
  await field.fill('1200');
  await field.blur();
  await expect(sim.h5.getByText(`超出车辆核定载质量，本车最多可装${tons}吨`)).toBeVisible();
  // What was typed stays, and 下一步 does not go on with it.
  await expect(field).toHaveValue('1200');
  await sim.h5.getByRole('button', { name: '下一步' }).click();
  await expect.poll(() => pathname(sim)).toBe('/supply/carryinfomodular');

  await sim.h5.getByRole('button', { name: '全部', exact: true }).click();
  await expect(field).toHaveValue(String(tons));
  await expect(sim.h5.getByText(`超出车辆核定载质量`)).toHaveCount(0);
  await expect(sim.h5.getByText('司机应收').first()).toBeVisible();
  await sim.h5.getByRole('button', { name: '下一步' }).click();
  await expect.poll(() => pathname(sim)).toBe('/supply/goodsagreement');

  const freight = Math.round(tons * source.unitPrice);
  const terms = sim.h5.getByRole('table').first();
  await expect(terms.getByRole('row', { name: /承运数量/ })).toContainText(`${tons}吨`, {
    timeout: 15_000,
  });
  await expect(terms.getByRole('row', { name: /^运费/ })).toContainText(`${fenToYuan(freight)}元`);
  const previews = await sim.sandbox.requests(supply.previewContentKJ.path);
  expect(previews.at(-1)?.body).toMatchObject({ sourceId: 'S0001', quantity: tons });

  await acceptAgreement(sim);
  await expect.poll(() => pathname(sim), { timeout: 15_000 }).toBe('/waybill');
  const grabs = await sim.sandbox.requests(supply.grabBulkOrder.path);
  expect(grabs).toHaveLength(1);
  expect(grabs[0]?.body).toMatchObject({ quantity: tons });
  expect((await publicSource(sim, 'S0001')).remainingQuantity).toBe(1200 - tons);
});

test('a grab the server refuses keeps the driver in the flow and leads him to the quantity', async ({
  sim,
}) => {
  test.setTimeout(90_000);
  await sim.open('/loginPwd');
  await loginWithPassword(sim, DRIVER);
  // S0007: one truckload (32 吨) left.
  await sim.goto('/supply/details?id=S0007');
  await sim.h5.getByRole('button', { name: '立即抢单' }).click();
  await expect(sim.h5.getByText('接单条件已全部满足')).toBeVisible({ timeout: 15_000 });
  await sim.h5.getByRole('button', { name: '下一步' }).click();
  await chosenTruckTons(sim);
  await sim.h5.getByRole('button', { name: '下一步' }).click();
  await sim.h5.getByLabel('装货数量（吨）', { exact: true }).fill('20');
  await expect(sim.h5.getByText('司机应收').first()).toBeVisible();
  await sim.h5.getByRole('button', { name: '下一步' }).click();
  await expect.poll(() => pathname(sim)).toBe('/supply/goodsagreement');
  await expect(sim.h5.getByRole('table').first()).toContainText('20吨', { timeout: 15_000 });

  // While he reads, another driver takes 15 吨: 17 are left.
  await control(sim, 'market/take', { sourceId: 'S0007', quantity: 15 });
  await acceptAgreement(sim);
  const dialog = sim.h5.getByRole('dialog', { name: '抢单未成功' });
  await expect(dialog).toContainText('承运数量不能超过剩余17吨');
  await expect(dialog).toContainText('剩余数量已变化，修改装货数量后可继续抢单');

  await dialog.getByRole('button', { name: '留在本页' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => pathname(sim)).toBe('/supply/goodsagreement');
  await expect(sim.h5.getByRole('button', { name: '同意并抢单' })).toBeVisible();

  await acceptAgreement(sim);
  await dialog.getByRole('button', { name: '修改数量' }).click();
  await expect.poll(() => pathname(sim)).toBe('/supply/carryinfomodular');
  const field = sim.h5.getByLabel('装货数量（吨）', { exact: true });
  await expect(field).toHaveValue('20');
  await expect(sim.h5.getByText('超出剩余数量，最多可装17吨')).toBeVisible({ timeout: 15_000 });

  await sim.h5.getByRole('button', { name: '全部', exact: true }).click();
  await expect(field).toHaveValue('17');
  await sim.h5.getByRole('button', { name: '下一步' }).click();
  await expect.poll(() => pathname(sim)).toBe('/supply/goodsagreement');
  await acceptAgreement(sim);
  await expect.poll(() => pathname(sim), { timeout: 15_000 }).toBe('/waybill');
  const grabs = await sim.sandbox.requests(supply.grabBulkOrder.path);
  expect(grabs.filter((g) => g.state === 200).map((g) => g.body)).toEqual([
    expect.objectContaining({ sourceId: 'S0007', quantity: 17 }),
  ]);
  expect((await publicSource(sim, 'S0007')).status).toBe('full');
});
