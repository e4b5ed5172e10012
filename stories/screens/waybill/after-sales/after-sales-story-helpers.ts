/** What the after-sales screen stories share: the page body, generous waits, the app's location. */
import { expect, waitFor, within } from 'storybook/test';
import { waybillTrip } from '@/lib/contract/waybill/trip';
import { currentUrl } from '../../../support/router';

/** The first look of a story waits for the whole app to boot, slow on a busy machine. */
export const SLOW = { timeout: 15_000 };

export const detailPath = waybillTrip.getDetail.path;

export function bodyOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Waits until the app shows `pattern` (path and query). */
export async function expectUrl(pattern: RegExp): Promise<void> {
  await waitFor(() => expect(currentUrl()).toMatch(pattern), { timeout: 10_000 });
}

/** 501 characters: a little over what any of these fields takes. */
export const tooLong = (max: number) => '长'.repeat(max + 1);
