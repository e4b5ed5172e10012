/**
 * A driver's day (issue 15 §5), shared by the clean day (waybill-drivers-day.spec.ts) and the day
 * under faults (waybill-chaos-day.spec.ts): the whole product end to end inside the simulator, on a
 * page clock the test runs. A phone the platform has never seen registers and logs in with its password;
 * certifies (real name with ID photos and face, the licence by OCR, a vehicle on the plate
 * keyboard); grabs the fenced load at its yard and signs the contract; departs with photos; drives
 * the route playback; arrives inside the unloading fence; hands in the receipt, which the shipper
 * approves, and the freight settles into the wallet; adds a new bank card and withdraws to it;
 * fills up at a fuel station near the phone; and chats with customer service.
 */
import type { Page } from '@playwright/test';
import { expect, test, type Sim } from '../../../simulator/automation/fixture';
import { loginWithPassword } from '../../../simulator/automation/h5-actions';
import { fuel } from '../../../src/lib/contract/fuel/station';
import { supply } from '../../../src/lib/contract/supply/market';
import { waybillTrip } from '../../../src/lib/contract/waybill/trip';
import { withdraw } from '../../../src/lib/contract/money/withdraw';
import { withCheckDigit } from '../../../src/lib/domain/bank-card';
import { fenToYuan } from '../../../src/lib/domain/money';
import { addVehicle, certifyLicence, certifyRealName, startCertification } from './certify';
import { chat } from './customer-service';
import { OUTCOME_MS, pathname, photoInto, tab, trip, trips } from './common';
import { fuelAtPump, fuelOf, payAtStation, rechargeCard } from './fuel';
import { grabSource, signTopContract } from './supply';
import { addBankCard, moneyOf, prepareWithdrawal, seeWallet } from './money';
import { register } from './register';
import { approveReceipt, confirmUnload, depart, drive, handInReceipt, onTheRoad } from './waybill';
import type { FieldCondition } from '../../../simulator/bridge/api';
import type { NativeEventRecord } from '../../../src/lib/bridge/protocol';
import { YARD } from './yard';
import type { RequestLogEntry } from '../../../simulator/sandbox/request-log';

/** Not a seeded phone: the day starts with registration. */
const MOBILE = '13912345678';
const PASSWORD = 'Truck2026';
const PERSON = {
  name: '张伟',
  idNumber: '440306198805123415', // GB 11643 check digit computed, born 1988-05-12
  address: '广东省深圳市南山区科技园路1号',
};
const PLATE = '粤B8K3Q7';
/** The fenced sample source, whose yard (steps/yard.ts) is where the driver starts. */
const SOURCE = 'S0003';
/** A new 中国工商银行 card (Luhn-valid). */
const CARD = withCheckDigit('622202000012345678');
/** Next to ST0001, the station nearest the simulator's start in Beijing (both cards). */
const NEAR_ST0001 = { longitude: 116.401, latitude: 39.911 };
/** What the fleet loads onto the new fuel card: ¥1,000.00. */
const RECHARGE = 100_000;

/** The writes of one action: every request carries the same Idempotency-Key (a retry repeats it). */
function oneAction(requests: readonly RequestLogEntry[]): boolean {
  const keys = new Set(requests.map((r) => r.headers['idempotency-key'] ?? ''));
  return requests.length > 0 && keys.size === 1 && !keys.has('');
}

export interface DayHooks {
  /** Before each stage (its title): the day under faults arms its faults here. */
  before?(stage: string): Promise<void>;
  /**
   * The field conditions of the road ahead, given the kilometre the truck is at when the day drives
   * on from the trail checks (steps/waybill.ts `onTheRoad`).
   */
  roadAhead?(km: number): FieldCondition[];
  /**
   * A departure or arrival may be kept on the phone (its answer lost) and delivered by the outbox
   * later; on a clean day that fails the journey.
   */
  outboxMayDeliver?: boolean;
}

export { MOBILE as DAY_MOBILE };

/** 我的 asks the platform: 登录过期, 确定; the password login, back on the home tab. */
async function logInAgain(sim: Sim): Promise<void> {
  await sim.goto('/i');
  const expired = sim.h5.getByRole('dialog', { name: '登录过期' });
  await expect(expired).toBeVisible({ timeout: 15_000 });
  await expired.getByRole('button').click();
  await loginWithPassword(sim, MOBILE, PASSWORD);
}

export interface DayRun {
  /** Each stage's title and time. */
  stages: string[];
  /** The tracking records the native side kept on the road, which the platform must hold once. */
  roadRecords: NativeEventRecord[];
}

export async function driversDay(sim: Sim, page: Page, hooks: DayHooks = {}): Promise<DayRun> {
  let roadRecords: NativeEventRecord[] = [];
  const stages: string[] = [];
  const stage = async (title: string, body: () => Promise<void>) => {
    const t0 = Date.now();
    await test.step(title, async () => {
      await hooks.before?.(title);
      await body();
    });
    stages.push(`${title}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };

  // The page clock (the contract's countdown, minutes on the road) runs when the test says so.
  await page.clock.install();
  await sim.open('/register');
  await sim.location.set({
    longitude: YARD.longitude,
    latitude: YARD.latitude,
    address: YARD.address,
  });

  await stage('register with the SMS code and a password, then log in with it', async () => {
    await register(sim, MOBILE, PASSWORD);
    await loginWithPassword(sim, MOBILE, PASSWORD);
    expect((await sim.sandbox.users()).find((u) => u.mobile === MOBILE)).toMatchObject({
      certificationStatus: 999,
    });
  });

  await stage('certify: real name with face, the licence by OCR, a vehicle', async () => {
    await startCertification(sim);
    await certifyRealName(sim, PERSON);
    await certifyLicence(sim, PERSON);
    await addVehicle(sim, { plate: PLATE, owner: PERSON.name });
    await expect(sim.h5.getByRole('heading', { name: PERSON.name })).toBeVisible();
    await expect(sim.h5.getByRole('button', { name: '实名认证：已认证，查看详情' })).toBeVisible();
    expect((await sim.sandbox.users()).find((u) => u.mobile === MOBILE)).toMatchObject({
      name: PERSON.name,
      certificationStatus: 1,
      driverLicenseApprovalStatus: 20,
      cars: 1,
    });
  });

  let id = '';
  let waybillNo = '';
  await stage('grab the fenced load at its yard, once; sign the contract', async () => {
    await tab(sim, '货源').click();
    await expect.poll(() => pathname(sim)).toBe('/supply');
    await sim.goto(`/supply/details?id=${SOURCE}`);
    await grabSource(sim, { quantity: 30, doubleTap: true });
    const grabs = await sim.sandbox.requests(supply.grabBulkOrder.path);
    expect(oneAction(grabs)).toBe(true);
    expect(grabs[0]?.body).toMatchObject({ carNo: PLATE, quantity: 30 });
    const [made] = await trips(page, MOBILE, 'toLoad');
    expect(made?.loadingFence).not.toBeNull();
    ({ id, waybillNo } = made!);
    const top = sim.h5.getByRole('region', { name: '运单列表' }).getByRole('article').first();
    await expect(top).toContainText(waybillNo);
    await expect(top).toContainText('待装货');
    await signTopContract(sim, { clock: true });
  });

  await stage('depart with two photos; drive the route; arrive inside the fence', async () => {
    await sim.goto(`/waybill/load?id=${id}`);
    const status = async () => (await trip(page, MOBILE, id)).status;
    const reached = (wanted: string) =>
      hooks.outboxMayDeliver ? async () => (await status()) === wanted : undefined;
    await depart(sim, 2, reached('inTransit'));
    const loads = await sim.sandbox.requests(waybillTrip.load.path);
    expect(oneAction(loads)).toBe(true);
    expect((loads[0]!.body as { photos: unknown[] }).photos).toHaveLength(2);
    expect((await trip(page, MOBILE, id)).status).toBe('inTransit');

    const dest = (await trip(page, MOBILE, id)).unloadingFence!;
    const counts = await drive(sim, id, YARD, dest, [0.4, 0.8]);
    expect(counts[1]).toBeGreaterThan(counts[0]!);
    let road: FieldCondition[] = [];
    roadRecords = await onTheRoad(sim, (km) => (road = hooks.roadAhead?.(km) ?? []));
    // Logged in on another phone on the way: the next call says 登录过期; the driver logs in again.
    if (road.some((c) => c.kind === 'otherPhone')) await logInAgain(sim);

    await sim.location.seek(1);
    expect((await sim.location.current()).longitude).toBeCloseTo(dest.longitude, 3);
    await sim.goto(`/waybill/unload?id=${id}`);
    await photoInto(sim, '卸货照片', 1);
    await confirmUnload(sim, reached('toReceipt'));
    expect(oneAction(await sim.sandbox.requests(waybillTrip.unload.path))).toBe(true);
    expect((await trip(page, MOBILE, id)).status).toBe('toReceipt');
  });

  await stage('the receipt handed in and approved: the freight is in the wallet', async () => {
    const before = await moneyOf(page, MOBILE);
    await handInReceipt(sim, id);
    await approveReceipt(page, waybillNo, MOBILE);
    await expect.poll(async () => (await trip(page, MOBILE, id)).status).toBe('done');
    await expect
      .poll(async () => (await moneyOf(page, MOBILE)).incomes.some((i) => i.waybillId === id))
      .toBe(true);
    const after = await moneyOf(page, MOBILE);
    expect(after.balance.availableBalance).toBeGreaterThan(before.balance.availableBalance);
    await seeWallet(sim, after.balance.availableBalance);
  });

  await stage('a new bank card; a withdrawal of ¥100.00 to it', async () => {
    await addBankCard(sim, {
      search: '工商',
      bankName: '中国工商银行',
      cardNo: CARD,
      reservedMobile: MOBILE,
    });
    const before = await moneyOf(page, MOBILE);
    await prepareWithdrawal(sim, { bankName: '中国工商银行', amountYuan: '100', mobile: MOBILE });
    await sim.h5.getByRole('button', { name: '确认提现' }).click();
    await expect(sim.h5.getByRole('region', { name: '提现申请已提交' })).toBeVisible({
      timeout: OUTCOME_MS,
    });
    const posts = [
      ...(await sim.sandbox.requests(withdraw.add.path)),
      ...(await sim.sandbox.requests(withdraw.addAll.path)),
    ];
    expect(oneAction(posts)).toBe(true);
    const after = await moneyOf(page, MOBILE);
    const made = after.applications.filter((a) => !before.applications.some((b) => b.id === a.id));
    expect(made).toEqual([
      expect.objectContaining({ amount: 10_000, state: 'applied', bankName: '中国工商银行' }),
    ]);
    expect(after.balance.availableBalance).toBe(before.balance.availableBalance - 10_000);
    await expect(sim.h5.getByText(fenToYuan(after.balance.availableBalance))).toBeVisible();
  });

  await stage(
    'fill up near the phone: sign in, pay ¥200 by amount with the SMS code, fuelled',
    async () => {
      // A brand-new driver's fuel card is empty: the fleet loads his new card first (the sandbox's
      // 加油 panel, `POST /__sandbox/fuel/recharge`), as a fleet does before sending a truck out.
      await rechargeCard(page, MOBILE, RECHARGE);
      // The truck is now in Beijing, a few hundred metres from ST0001.
      await sim.location.set({ ...NEAR_ST0001, address: '北京市东城区东长安街' });
      const orderNo = await payAtStation(sim, page, {
        mobile: MOBILE,
        stationId: 'ST0001',
        amountYuan: '200',
      });
      const pushes = await sim.sandbox.requests(fuel.gdOliOrderPush.path);
      expect(oneAction(pushes)).toBe(true);
      expect(pushes[0]!.headers['idempotency-key']).toMatch(/\S{8,}/);
      // The SMS code travels encrypted (the secret), never in clear.
      const code = (await sim.sandbox.sms(MOBILE)).at(-1)!.code;
      expect(pushes[0]!.body).toMatchObject({ secret: expect.any(String) });
      expect(JSON.stringify(pushes[0]!.body)).not.toContain(code);

      await fuelAtPump(page, orderNo);
      await sim.reloadH5();
      await expect(sim.h5.getByText('已加油').first()).toBeVisible({ timeout: 15_000 });
      const card = await fuelOf(page, MOBILE);
      const order = card.orders.find((o) => o.orderNo === orderNo)!;
      expect(order).toMatchObject({ state: 'fuelled', totalPrice: 20_000 });
      expect(card.balances.gasLeftPrice).toBe(RECHARGE - order.totalPrice);
    },
  );

  await stage('customer service: 我的 → 在线客服, a message, the agent answers', async () => {
    await sim.goto('/i');
    await sim.h5.getByRole('link', { name: '在线客服' }).click();
    await expect.poll(() => pathname(sim)).toBe('/contract/customH5');
    await chat(
      sim,
      '加油订单在哪里看？',
      '油卡余额和加油订单可在「我的-油卡」查看，加油前请先在油站签到。',
    );
  });

  return { stages, roadRecords };
}
