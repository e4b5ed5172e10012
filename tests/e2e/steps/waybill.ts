/**
 * A trip on the road (spec §2.3): depart with photos, drive (the 定位 panel's route playback on the
 * page clock), arrive inside the unloading fence, hand in the receipt, which the shipper approves in
 * the simulator's 运输 panel.
 */
import type { Page } from '@playwright/test';
import { expect, type Sim } from '../../../simulator/automation/fixture';
import type { FieldCondition } from '../../../simulator/bridge/api';
import type { NativeEventRecord } from '../../../src/lib/bridge/protocol';
import { advanceStepwise } from '../clock';
import { pathname, photoInto } from './common';

export interface Point {
  longitude: number;
  latitude: number;
}

/** What the H5 says of a step it keeps on the phone (no signal, or its answer lost) for its outbox. */
const SAVED_ON_PHONE = '已保存，联网后自动上传';

/**
 * Whether a step kept on the phone has reached the platform (a sandbox read). Given, a step the H5
 * saved for its outbox is waited for — the page clock runs on until the outbox has delivered it;
 * not given (a clean day), a saved step fails the journey: it should have gone at once.
 */
export type Delivered = () => Promise<boolean>;

async function outboxDelivers(sim: Sim, what: string, delivered?: Delivered): Promise<void> {
  if (!delivered) throw new Error(`${what} was kept on the phone (${SAVED_ON_PHONE}), not sent`);
  // Nobody taps: the outbox's backoff timer and the next successful request wake it.
  await expect
    .poll(
      async () => {
        await advanceStepwise(sim, (await sim.now()) + 15_000);
        return delivered();
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
}

/**
 * On /waybill/load: `photos` 装货照片 from the camera, 发车, 确认; ends on /waybill/loadcompleted —
 * or, kept on the phone for the outbox, once `delivered` says the platform has it.
 */
export async function depart(sim: Sim, photos: number, delivered?: Delivered): Promise<void> {
  for (let n = 1; n <= photos; n += 1) await photoInto(sim, '装货照片', n);
  await sim.h5.getByRole('button', { name: '发车', exact: true }).click();
  const confirm = sim.h5.getByRole('dialog', { name: '确认发车' });
  await confirm.getByRole('button', { name: '确认' }).click();
  const done = sim.h5.getByRole('heading', { name: '发车成功' });
  const saved = sim.h5.getByRole('heading', { name: SAVED_ON_PHONE });
  await expect(done.or(saved)).toBeVisible({ timeout: 15_000 });
  if (await saved.isVisible()) return outboxDelivers(sim, 'the departure', delivered);
  await expect.poll(() => pathname(sim), { timeout: 15_000 }).toBe('/waybill/loadcompleted');
}

/** A minute of the page clock: the H5 polls its position and sends it with its next request. */
export const passMinute = async (sim: Sim) => advanceStepwise(sim, (await sim.now()) + 61_000);

/**
 * The route playback from `from` to `to`, paused and sought to each fraction in turn. At each, a
 * minute passes on the waybill's detail page (the H5 polls its position) and the driver opens
 * 查看运输轨迹 (in-app, so the request carries the fix just polled; a fresh document would ask
 * before its first fix); the trail has grown each time. Ends on the trail page; returns its counts.
 */
export async function drive(
  sim: Sim,
  waybillId: string,
  from: Point,
  to: Point,
  fractions: readonly number[],
): Promise<number[]> {
  await sim.location.playRoute({ points: [from, to], speedKmh: 60 });
  await sim.location.pause();
  await sim.goto(`/waybill/detailWhole?id=${waybillId}`);
  const counts: number[] = [];
  const recorded = sim.h5.getByText(/^已记录 \d+ 个轨迹点$/);
  const count = async () => Number((await recorded.textContent())?.match(/\d+/)?.[0] ?? NaN);
  for (const fraction of fractions) {
    if (counts.length > 0) {
      await sim.h5.getByRole('banner').getByRole('button', { name: '返回' }).click();
      await expect.poll(() => pathname(sim)).toBe('/waybill/detailWhole');
    }
    await sim.location.seek(fraction);
    await passMinute(sim);
    await sim.h5.getByRole('link', { name: '查看运输轨迹' }).click();
    await expect.poll(() => pathname(sim)).toBe('/waybill/detail/trail');
    await expect(recorded).toBeVisible();
    // Each stretch of the road adds the fix the H5 sent on the way.
    const last = counts.at(-1) ?? 0;
    await expect.poll(count).toBeGreaterThan(last);
    counts.push(await count());
  }
  return counts;
}

/** Minutes driven on from where the trail checks left the truck; tracking records each minute. */
export const ROAD_MINUTES = 6;
export const RECORDS_PER_MINUTE = 2;

/**
 * The road on from where `drive` paused: the route plays at its speed for ROAD_MINUTES of the page
 * clock, the native side keeps RECORDS_PER_MINUTE tracking records each minute for the H5 to
 * upload, and `roadAhead` (from the truck's kilometre) lays the field conditions on the way.
 * Returns the records kept on the road.
 */
export async function onTheRoad(
  sim: Sim,
  roadAhead?: (km: number) => FieldCondition[],
): Promise<NativeEventRecord[]> {
  const km = (await sim.location.progress())!.distanceM / 1000;
  await sim.location.setConditions(roadAhead?.(km) ?? []);
  await sim.location.play();
  const records: NativeEventRecord[] = [];
  for (let minute = 0; minute < ROAD_MINUTES; minute += 1) {
    records.push(...(await sim.tracking.generate(RECORDS_PER_MINUTE)));
    await passMinute(sim);
  }
  await sim.location.pause();
  await sim.location.setConditions([]);
  return records;
}

/** On /waybill/unload, where the truck is now: 确认卸货, 确认; 卸货成功 (or kept, as `depart`). */
export async function confirmUnload(sim: Sim, delivered?: Delivered): Promise<void> {
  await sim.h5.getByRole('button', { name: '确认卸货', exact: true }).click();
  await sim.h5
    .getByRole('dialog', { name: '确认卸货' })
    .getByRole('button', { name: '确认' })
    .click();
  const done = sim.h5.getByText('卸货成功');
  const saved = sim.h5.getByRole('heading', { name: SAVED_ON_PHONE });
  await expect(done.or(saved)).toBeVisible({ timeout: 15_000 });
  if (await saved.isVisible()) return outboxDelivers(sim, 'the arrival', delivered);
}

/**
 * /waybill/uploadreceipt: a 回单照片 from the camera, 提交回单; the driver is told what follows
 * (the shipper's review, then the freight into the wallet).
 */
export async function handInReceipt(sim: Sim, waybillId: string): Promise<void> {
  await sim.goto(`/waybill/uploadreceipt?id=${waybillId}`);
  await photoInto(sim, '回单照片', 1);
  await sim.h5.getByRole('button', { name: '提交回单' }).click();
  await expect(sim.h5.getByText('回单已提交，等待货主审核。审核通过后运单完成。')).toBeVisible({
    timeout: 15_000,
  });
  await expect(sim.h5.getByText('运费将在回单审核通过后结算至钱包')).toBeVisible();
}

/**
 * The shipper's side, the simulator's 运输 panel: 确认回单 for this waybill. The panel lists the
 * waybills of the phone typed in it (13800000002 unless `mobile` says otherwise).
 */
export async function approveReceipt(page: Page, waybillNo: string, mobile?: string) {
  await page.getByRole('tab', { name: '运输' }).click();
  if (mobile) {
    const waybills = page.getByRole('group', { name: '运单', exact: true });
    await waybills.getByRole('textbox', { name: '司机手机号' }).fill(mobile);
    await waybills.getByRole('button', { name: '刷新' }).click();
  }
  await page.getByRole('button', { name: waybillNo }).click();
  await page.getByRole('button', { name: '确认回单' }).click();
}
