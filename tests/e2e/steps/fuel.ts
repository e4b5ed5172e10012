/**
 * Filling up (spec §2.3): the stations near the phone, the sign-in at one, an order by amount paid
 * from the fuel card with the SMS code, the 核销码 shown, and the station's pump fuelling it.
 */
import type { Page } from '@playwright/test';
import { expect, type Sim } from '../../../simulator/automation/fixture';
import type {
  FuelDriverView,
  FuelStationSummary,
} from '../../../simulator/sandbox/areas/fuel/card/control';
import { OUTCOME_MS, pathname } from './common';

export interface FillUp {
  mobile: string;
  stationId: string;
  /** As typed into 加油金额（元）. */
  amountYuan: string;
}

/** The station's name as the platform holds it (`GET /__sandbox/fuel/stations`). */
export async function stationName(page: Page, id: string): Promise<string> {
  const res = await page.request.get('/__sandbox/fuel/stations');
  expect(res.ok()).toBe(true);
  const found = ((await res.json()) as FuelStationSummary[]).find((s) => s.id === id);
  expect(found, `station ${id}`).toBeDefined();
  return found!.name;
}

/** The driver's fuel cards and orders as the platform holds them (`GET /__sandbox/fuel/driver`). */
export async function fuelOf(page: Page, mobile: string): Promise<FuelDriverView> {
  const res = await page.request.get(`/__sandbox/fuel/driver?mobile=${mobile}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as FuelDriverView;
}

/** The fleet loads the driver's card (`POST /__sandbox/fuel/recharge`, the 加油 panel's 充值). */
export async function rechargeCard(page: Page, mobile: string, fen: number): Promise<void> {
  const res = await page.request.post('/__sandbox/fuel/recharge', {
    data: { mobile, oilType: 'new', amount: fen },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * /i/fuel-station → the station → 去签到 → 签到 → the amount → 下一步 → the SMS code → 确认支付;
 * ends on the order's detail with its 核销码 and returns the order number.
 */
export async function payAtStation(sim: Sim, page: Page, f: FillUp): Promise<string> {
  const name = await stationName(page, f.stationId);
  await sim.goto('/i/fuel-station');
  await sim.h5.getByRole('link').filter({ hasText: name }).first().click();
  await expect.poll(() => pathname(sim)).toBe('/i/fuel-station/detail');
  const signIn = sim.h5.getByRole('region', { name: '到站签到' });
  await expect(signIn).toContainText('未签到');
  await signIn.getByRole('link', { name: '去签到' }).click();
  await expect.poll(() => pathname(sim)).toBe('/i/fuel-station/sign-in');
  await expect(sim.h5.getByText(/^距油站 /)).toBeVisible();
  const go = sim.h5.getByRole('button', { name: '签到', exact: true });
  await expect(go).toBeEnabled({ timeout: 15_000 });
  await go.click();
  await expect.poll(() => pathname(sim), { timeout: 15_000 }).toBe('/i/fuel-station/payment');

  await sim.h5.getByRole('textbox', { name: '加油金额（元）' }).fill(f.amountYuan);
  await sim.h5.getByRole('button', { name: '下一步' }).click();
  await expect.poll(() => pathname(sim)).toBe('/i/fuel-station/verification-code');
  await sim.h5.getByRole('button', { name: '发送验证码' }).click();
  // Sent (the countdown runs) before the inbox is read: older codes to this phone are there.
  await expect(sim.h5.getByRole('button', { name: /^\d+秒后重发$/ })).toBeVisible();
  await sim.h5.getByLabel('短信验证码').fill(await sim.sandbox.latestCode(f.mobile));
  await sim.h5.getByRole('button', { name: '确认支付' }).click();
  await expect
    .poll(() => pathname(sim), { timeout: OUTCOME_MS })
    .toBe('/i/fuel-balance/order-detail');
  await expect(sim.h5.getByRole('heading', { name: '核销码' })).toBeVisible();
  await expect(sim.h5.getByText('请向加油员出示核销码')).toBeVisible();
  return new URLSearchParams((await sim.h5Path()).split('?')[1]).get('orderNo')!;
}

/** The pump fuels the order (`POST /__sandbox/fuel/fuel`, the 加油 panel's 加油完成). */
export async function fuelAtPump(page: Page, orderNo: string): Promise<void> {
  const res = await page.request.post('/__sandbox/fuel/fuel', { data: { orderNo } });
  expect(res.ok(), await res.text()).toBe(true);
}
