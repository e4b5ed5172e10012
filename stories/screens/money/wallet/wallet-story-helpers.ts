/**
 * What the wallet screen stories share: the page body, generous waits, the record paths, the rows
 * of a list once it has finished, and the shipper's side of a trip (receipt in, then approved).
 */
import dayjs from 'dayjs';
import { expect, waitFor, within } from 'storybook/test';
import { money } from '@/lib/contract/money/wallet';
import { waybillTrip } from '@/lib/contract/waybill/trip';
import { http } from '@/lib/http/client';
import { currentUrl } from '../../../support/router';

/** The first look of a story waits for the whole app to boot, slow on a busy machine. */
export const SLOW = { timeout: 15_000 };

export const recordPath = money.recordPage.path;
export const summaryPath = money.recordSummary.path;
export const statisticsPath = money.recordStatistics.path;
export const balancePath = money.getBalanceByDriver.path;

/** The month the screen opens on (the page's clock: fixed in state stories). */
export const thisMonth = () => dayjs().format('YYYY-MM');

export function bodyOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** The rows of the list named `name` once its last page is in. */
export async function finishedRows(canvasElement: HTMLElement, name: string) {
  const list = await bodyOf(canvasElement).findByRole('region', { name }, SLOW);
  await within(list).findByText('没有更多数据了', {}, SLOW);
  return within(list).getAllByRole('button');
}

export async function expectUrl(pattern: RegExp): Promise<void> {
  await waitFor(() => expect(currentUrl()).toMatch(pattern), { timeout: 10_000 });
}

/** The driver hands in WB0008's receipt and the shipper approves it (the 运输 panel's button). */
export async function settleToReceiptWaybill(): Promise<void> {
  const id = 'WB0008';
  await http.call(waybillTrip.uploadReceipt, {
    id,
    photos: [
      { url: '/__sandbox/files/F1.png', watermarkUrl: null, takenAt: '2026-11-22 09:00:00' },
    ],
  });
  const res = await fetch('/__sandbox/trip/approve-receipt', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id }),
  });
  if (!res.ok) throw new Error(`sandbox trip/approve-receipt answered ${res.status}`);
}
