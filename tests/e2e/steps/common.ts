/**
 * Small things every step of a driver's journey needs: where the H5 is, the main tabs, photos into
 * a titled uploader card, and the sandbox's view of the driver's waybills (as a tester reads it).
 */
import type { Page } from '@playwright/test';
import { expect, type Sim } from '../../../simulator/automation/fixture';
import type { TripView } from '../../../simulator/sandbox/areas/waybill/waybills/control';

/**
 * How long a money action may take to show its outcome: the client's 15-s time-out, then asking
 * the platform what became of its key, then the one send it may still need.
 */
export const OUTCOME_MS = 45_000;

/** The H5's path without its query. */
export const pathname = async (sim: Sim) => (await sim.h5Path()).split('?')[0];

/** A button of the main tab bar (首页, 货源, 运单, 我的 …). */
export const tab = (sim: Sim, name: string) =>
  sim.h5.getByRole('navigation', { name: '主导航' }).getByRole('button', { name });

/** The 我的 tab: ends on /i. */
export async function openMe(sim: Sim): Promise<void> {
  await tab(sim, '我的').click();
  await expect.poll(() => sim.h5Path()).toBe('/i');
}

/**
 * Adds a photo through the uploader of the card `title` (拍照: the camera panel's sample) and waits
 * until the card shows `count` photos.
 */
export async function photoInto(sim: Sim, title: string, count: number): Promise<void> {
  const card = sim.h5.getByRole('region', { name: title });
  await card.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  const sheet = sim.h5.getByRole('dialog', { name: '选择图片来源' });
  await sheet.getByRole('button', { name: '拍照', exact: true }).click();
  await expect(sheet).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^查看第\d+张图片$/ })).toHaveCount(count, {
    timeout: 15_000,
  });
}

/** The driver's waybills as the platform holds them (`GET /__sandbox/trip/waybills`). */
export async function trips(page: Page, mobile: string, status?: string): Promise<TripView[]> {
  const query = new URLSearchParams({ mobile, ...(status ? { status } : {}) });
  const res = await page.request.get(`/__sandbox/trip/waybills?${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as TripView[];
}

export async function trip(page: Page, mobile: string, id: string): Promise<TripView> {
  const found = (await trips(page, mobile)).find((w) => w.id === id);
  expect(found, `waybill ${id} is the driver's`).toBeDefined();
  return found!;
}
