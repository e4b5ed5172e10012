/**
 * Issue 23, "every screen reachable, every state specific": the certified driver 13800000002 opens
 * records by id that are another driver's (the captain 13800000003's contract, fuel order and
 * vehicle) and is told they are not his, with the way back and no 重试; a source that is gone says
 * so with the way to the Plaza; and the screens nothing used to lead to open from where he looks.
 */
import { expect, test, type Sim } from '../../simulator/automation/fixture';
import { loginWithPassword } from '../../simulator/automation/h5-actions';

const DRIVER = '13800000002';
const CAPTAIN = '13800000003';
/** The captain's first vehicle (vehicle ids are drawn in seeding order, the same in every seed). */
const CAPTAINS_CAR = 'CAR00004';

async function control<T>(sim: Sim, path: string): Promise<T> {
  const res = await sim.page.request.get(new URL(`/__sandbox/${path}`, sim.page.url()).toString());
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

async function problem(sim: Sim, title: string) {
  const alert = sim.h5.getByRole('alert');
  await expect(alert).toContainText(title);
  await expect(alert.getByRole('button', { name: '重试' })).toHaveCount(0);
  return alert;
}

test.describe('detail states and entry points', () => {
  test.beforeEach(async ({ sim }) => {
    await sim.open('/loginPwd');
    await loginWithPassword(sim, DRIVER);
  });

  test("another driver's contract is not his: the words, 联系客服 and the way back to his contracts", async ({
    sim,
  }) => {
    const [theirs] = await control<{ id: string }[]>(sim, `market/contracts?mobile=${CAPTAIN}`);
    await sim.goto(`/contract/detail?contractId=${theirs!.id}`);
    const alert = await problem(sim, '不是您的合同');
    await expect(alert).toContainText('该合同属于其他司机，您无法查看');
    await expect(alert.getByRole('link', { name: '联系客服' })).toBeVisible();
    const [answer] = await sim.sandbox.requests('getContractContent');
    expect(answer).toMatchObject({ state: 403001 });

    await alert.getByRole('link', { name: '返回合同列表' }).click();
    await expect.poll(() => sim.h5Path()).toBe('/contract/index');
  });

  test("another driver's fuel order is not his, and an unknown one is not there", async ({
    sim,
  }) => {
    const fuel = await control<{ orders: { orderNo: string }[] }>(
      sim,
      `fuel/driver?mobile=${CAPTAIN}`,
    );
    const theirs = fuel.orders[0]!.orderNo;
    await sim.goto(`/i/fuel-balance/order-detail?oilType=new&orderNo=${theirs}`);
    const alert = await problem(sim, '不是您的订单');
    await expect(alert).toContainText('该订单属于其他司机，您无法查看');
    const [answer] = await sim.sandbox.requests('gdOliOrderReportDetail');
    expect(answer).toMatchObject({ state: 403001 });

    await sim.goto('/i/fuel-balance/order-detail?oilType=new&orderNo=JY99999999');
    const none = await problem(sim, '订单不存在');
    await none.getByRole('link', { name: '返回订单列表' }).click();
    await expect.poll(() => sim.h5Path()).toBe('/i/fuel-balance/order-list?oilType=new');
  });

  test("another driver's vehicle is not his, with the way back to his vehicles", async ({
    sim,
  }) => {
    await sim.goto(`/i/car/vehicle-certification/vehicle-detail?id=${CAPTAINS_CAR}`);
    const alert = await problem(sim, '不是您的车辆');
    await expect(alert).toContainText('该车辆属于其他司机，您无法查看');
    const [answer] = await sim.sandbox.requests('userCarLicense/get');
    expect(answer).toMatchObject({ state: 403001 });

    await alert.getByRole('link', { name: '返回车辆列表' }).click();
    await expect.poll(() => sim.h5Path()).toBe('/i/car/vehicle-certification/vehicle-list');
  });

  test('a source that is gone says so and leads back to the Plaza', async ({ sim }) => {
    await sim.goto('/supply/details?id=S9999');
    const alert = await problem(sim, '货源不存在或已下架');
    await expect(alert).toContainText('该货源可能已被货主撤回');
    const [answer] = await sim.sandbox.requests('getBulkDetail');
    expect(answer).toMatchObject({ state: 404001 });

    await alert.getByRole('link', { name: '返回货源广场' }).click();
    await expect.poll(() => sim.h5Path()).toBe('/supply');
  });

  test("a waybill's loading address opens the point on the map", async ({ sim }) => {
    await sim.goto('/waybill/detailWhole?id=WB0005');
    await sim.h5.getByRole('link', { name: /^在地图上查看装货地：/ }).click();
    await expect.poll(() => sim.h5Path()).toMatch(/^\/toLoacation\?lng=[\d.]+&lat=[\d.]+&name=/);
    await expect(sim.h5.getByRole('heading', { name: /^装货地 / })).toBeVisible();
    await expect(sim.h5.getByRole('button', { name: '导航到这里' })).toBeVisible();
  });

  test('the wallet leads to 提现明细, the bank cards to 受托账户校验, the grab to his vehicles', async ({
    sim,
  }) => {
    await sim.goto('/i/wallet/account-balance');
    await sim.h5
      .getByRole('navigation', { name: '钱包功能' })
      .getByRole('link', { name: '提现明细' })
      .click();
    await expect.poll(() => sim.h5Path()).toBe('/i/wallet/balance-list-withdraw-deposit');

    await sim.goto('/i/bank/list');
    await sim.h5.getByRole('link', { name: '受托账户校验' }).click();
    await expect.poll(() => sim.h5Path()).toBe('/i/bank/checkEntrustNumber');
    await expect(sim.h5.getByRole('button', { name: '校验' })).toBeVisible();

    await sim.goto('/supply/carryinfovehicle?id=S0001');
    await sim.h5.getByRole('link', { name: '管理我的车辆' }).click();
    await expect.poll(() => sim.h5Path()).toBe('/supply/i/car/vehicle-certification/vehicle-list');
    await expect(sim.h5.getByText(/冀|京/).first()).toBeVisible();
  });
});
