/**
 * Taking a load (spec §2.2): from a source's detail page through the gates, the vehicle, the
 * quantity and the goods agreement to /waybill; then signing the new waybill's contract after its
 * 5-s countdown.
 */
import { expect, type Sim } from '../../../simulator/automation/fixture';
import { drawSignature } from '../../../simulator/automation/h5-actions';
import { pathname } from './common';

export interface GrabOptions {
  /** 装货数量（吨）. */
  quantity: number;
  /** Tap 同意并抢单 twice in a row (a nervous thumb): still one grab. */
  doubleTap?: boolean;
}

/** On a source's detail page: 立即抢单 → gates → vehicle → quantity → agreement; ends on /waybill. */
export async function grabSource(sim: Sim, { quantity, doubleTap = false }: GrabOptions) {
  await sim.h5.getByRole('button', { name: '立即抢单' }).click();
  await expect.poll(() => pathname(sim)).toBe('/supply/ordertaking');
  await expect(sim.h5.getByText('接单条件已全部满足')).toBeVisible({ timeout: 15_000 });
  await sim.h5.getByRole('button', { name: '下一步' }).click();
  await expect.poll(() => pathname(sim)).toBe('/supply/carryinfovehicle');
  await expect(sim.h5.getByText('该车辆可以承运此单')).toBeVisible({ timeout: 15_000 });
  await sim.h5.getByRole('button', { name: '下一步' }).click();
  await expect.poll(() => pathname(sim)).toBe('/supply/carryinfomodular');
  await sim.h5.getByLabel('装货数量（吨）', { exact: true }).fill(String(quantity));
  await expect(sim.h5.getByText('司机应收')).toBeVisible();
  await sim.h5.getByRole('button', { name: '下一步' }).click();
  await expect.poll(() => pathname(sim)).toBe('/supply/goodsagreement');
  await sim.h5.getByRole('checkbox', { name: '我已阅读并同意以上协议' }).check();
  const grab = sim.h5.getByRole('button', { name: '同意并抢单' });
  await expect(grab).toBeEnabled({ timeout: 10_000 });
  if (doubleTap) await grab.dblclick();
  else await grab.click();
  await expect.poll(() => pathname(sim), { timeout: 15_000 }).toBe('/waybill');
}

/**
 * On /waybill: the top waybill's 签署合同, the countdown, the signature; ends on /waybill. With
 * `clock` (the page clock installed), the countdown's 5 s are run on the clock instead of waited.
 */
export async function signTopContract(sim: Sim, { clock = false } = {}): Promise<void> {
  const list = sim.h5.getByRole('region', { name: '运单列表' });
  await list
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^签署合同/ })
    .click();
  await expect.poll(() => pathname(sim)).toBe('/contract/detail');
  const sign = sim.h5.getByRole('button', { name: /^签署/ });
  await expect(sign).toBeDisabled();
  if (clock) await sim.advanceClockTo((await sim.now()) + 5_000);
  await expect(sign).toHaveText('签署', { timeout: 10_000 });
  await expect(sign).toBeEnabled();
  await sign.click();
  await expect.poll(() => pathname(sim)).toBe('/contract/signatures');
  await drawSignature(sim);
  await sim.h5.getByRole('button', { name: '确认签署' }).click();
  await expect.poll(() => pathname(sim), { timeout: 15_000 }).toBe('/waybill');
  await expect(list.getByRole('article').first()).toContainText('合同已签署');
}
