/**
 * What the entrust screen stories share: the page body, generous waits, the endpoints and the
 * certified driver's seeded entrustments to his captain (simulator/sandbox/areas/money/entrust/seed.ts).
 */
import { within } from 'storybook/test';
import { entrust } from '@/lib/contract/money/entrust';

/** The first look of a story waits for the whole app to boot, slow on a busy machine. */
export const SLOW = { timeout: 15_000 };

export const getPath = entrust.get.path;
export const listPath = entrust.queryBillDelegateIncome.path;
export const savePath = entrust.saveBillDelegateIncome.path;
export const applyPath = entrust.applicationBillDelegateIncome.path;
export const withdrawPath = entrust.withdrawnBillDelegateIncome.path;

export const SEEDED = {
  refused: 'WT0001',
  withdrawn: 'WT0002',
  effective: 'WT0003',
  pending: 'WT0004',
} as const;

export function bodyOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}
