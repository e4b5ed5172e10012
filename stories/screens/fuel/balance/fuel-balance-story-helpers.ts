/**
 * What the fuel balance screen stories share: the page body, generous waits, the app's location,
 * the certified driver's seeded orders and bills (seed of the story sandbox: simulator/sandbox/
 * areas/fuel/card/seed.ts) and the station's side (the attendant fuels an order).
 */
import { expect, waitFor, within } from 'storybook/test';
import { fuel } from '@/lib/contract/fuel/station';
import { fuelCard } from '@/lib/contract/fuel/balance';
import { currentUrl } from '../../../support/router';

/** The first look of a story waits for the whole app to boot, slow on a busy machine. */
export const SLOW = { timeout: 15_000 };

export const balancePath = fuelCard.getOilCardBalance.path;
export const billPath = fuel.gdOliBillReportList.path;
export const orderPath = fuel.gdOliOrderReportList.path;
export const totalsPath = fuel.gdOliOrderNumPrice.path;
export const orderDetailPath = fuel.gdOliOrderReportDetail.path;
export const orderBillsPath = fuel.gdOliOrderBillList.path;

/** 13800000002's seeded orders: one waiting at the pump on the new card, one fuelled, one refunded. */
export const PAID_ORDER = 'JY00000023';
/** The captain's (13800000003) order waiting at the pump: not the certified driver's to read. */
export const OTHERS_ORDER = 'JY00000047';
export const FUELLED_ORDER = 'JY00000021';
export const REFUNDED_ORDER = 'JY00000018';
/** His new card's second recharge (no order) and the debit of PAID_ORDER. */
export const RECHARGE_BILL = 'YK00000017';
export const PAID_ORDER_BILL = 'YK00000024';

export function bodyOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Waits until the app shows `pattern` (path and query). */
export async function expectUrl(pattern: RegExp): Promise<void> {
  await waitFor(() => expect(currentUrl()).toMatch(pattern), { timeout: 10_000 });
}

/** The rows of the list named `name` once its last page is in. */
export async function finishedRows(canvasElement: HTMLElement, name: string) {
  const list = await bodyOf(canvasElement).findByRole('region', { name }, SLOW);
  await within(list).findByText('没有更多数据了', {}, SLOW);
  return within(list).getAllByRole('link');
}

/** The attendant fuels the order at the pump (the simulator's 加油 panel). */
export async function fuelAtThePump(orderNo: string): Promise<void> {
  const res = await fetch('/__sandbox/fuel/fuel', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderNo }),
  });
  if (!res.ok) throw new Error(`sandbox fuel/fuel answered ${res.status}`);
}
