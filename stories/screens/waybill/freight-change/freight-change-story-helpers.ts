/**
 * What the freight-change screen stories share: the page body, generous waits, the app's location,
 * the seeded changes (seed of the story sandbox) and the shipper's side (a 大宗 change).
 */
import { expect, waitFor, within } from 'storybook/test';
import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
import { currentUrl } from '../../../support/router';
import { SEEDED_MOBILES } from '@sim/sandbox/store/catalog';

/** The first look of a story waits for the whole app to boot, slow on a busy machine. */
export const SLOW = { timeout: 15_000 };

export const listPath = waybillAfterSales.freightChangeListPage.path;
export const detailsPath = waybillAfterSales.freightChangeDetails.path;
export const bulkDetailsPath = waybillAfterSales.freightChangeDazongDetails.path;
export const agreePath = waybillAfterSales.agreeFreightChange.path;
export const disagreePath = waybillAfterSales.disagreeFreightChange.path;

/** The certified driver's seeded changes: pending on WB0008, agreed on WB0002, disagreed on WB0001. */
export const PENDING = { id: 'YF0003', no: 'YF202600000003', waybillNo: 'YD202600000008' };
export const AGREED = { id: 'YF0002', no: 'YF202600000002' };
export const DISAGREED = { id: 'YF0001', no: 'YF202600000001' };

/** The 大宗 change made by `proposeBulkChange` (the next number after the seeded three). */
export const BULK = { id: 'YF0004' };

export function bodyOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Waits until the app shows `pattern` (path and query). */
export async function expectUrl(pattern: RegExp): Promise<void> {
  await waitFor(() => expect(currentUrl()).toMatch(pattern), { timeout: 10_000 });
}

async function control<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sandbox ${path} answered ${res.status}: ${await res.text()}`);
  const answer = (await res.json()) as T | { data: T };
  return answer && typeof answer === 'object' && 'data' in answer ? answer.data : answer;
}

/**
 * The shipper raises the freight by ¥32.00 (¥1.00 a ton) on a fresh 大宗 waybill of the certified
 * driver (32 吨 from the open source S0001). Run in a story's `beforeEach`, so the change exists
 * before the screen reads it.
 */
export async function proposeBulkChange(): Promise<void> {
  const waybill = await control<{ id: string; freightDetail: { total: number } }>('trip/assign', {
    sourceId: 'S0001',
    mobile: SEEDED_MOBILES.certifiedDriver,
  });
  await control('after-sales/freight-change', {
    waybillId: waybill.id,
    // A change is to the freight (运费总额); the receivable follows by the one settlement.
    newFreight: waybill.freightDetail.total + 3_200,
    reason: '单价上调，按实际吨数结算',
  });
}
