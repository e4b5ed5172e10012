/**
 * What the withdrawal screen stories share: the page body, generous waits, the seeded money of the
 * certified driver (story seed), the API paths the stories count, the draft the info screen keeps,
 * and the platform's side through the sandbox's money control.
 */
import { expect, waitFor, within } from 'storybook/test';
import { bankInfo } from '@/lib/contract/money/bank-card';
import { withdraw } from '@/lib/contract/money/withdraw';
import { tokens } from '@/lib/http/tokens';
import { currentUrl } from '../../../support/router';

/** The first look of a story waits for the whole app to boot, slow on a busy machine. */
export const SLOW = { timeout: 15_000 };

export const limitPath = withdraw.checkWithdrawLimit.path;
export const withdrawablePath = withdraw.listWithdrawable.path;
export const addPath = withdraw.add.path;
export const addAllPath = withdraw.addAll.path;
export const listPath = withdraw.listPage.path;
export const getPath = withdraw.get.path;
export const refundBankPath = bankInfo.checkBindRefundBank.path;

export const CERTIFIED = '13800000002';

/** The certified driver's withdrawable waybills (newest first) and his seeded withdrawals. */
export const WB3 = { id: 'WB0003', no: 'YD202600000003', remaining: '4,639.14' };
export const WB2 = { id: 'WB0002', no: 'YD202600000002', remaining: '5,370.75' };
export const WB1 = { id: 'WB0001', no: 'YD202600000001', remaining: '2,854.61' };
export const APPLIED = { id: 'W000022', no: 'TX202600000004' };
export const PAID = { id: 'W000018', no: 'TX202600000003' };
export const REJECTED = {
  id: 'W000009',
  no: 'TX202600000002',
  reason: '银行卡户名与实名信息不一致',
};

export function bodyOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Waits until the app shows `pattern` (path and query). */
export async function expectUrl(pattern: RegExp): Promise<void> {
  await waitFor(() => expect(currentUrl()).toMatch(pattern), { timeout: 10_000 });
}

async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`/__sandbox/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`sandbox ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

export interface MoneyView {
  balance: { availableBalance: number; frozenBalance: number };
  applications: { id: string; state: string; amount: number }[];
}

/** The driver's balance and withdrawals as the platform sees them. */
export function moneyOf(mobile = CERTIFIED): Promise<MoneyView> {
  return control('GET', `money/driver?mobile=${mobile}`);
}

export function setLimits(limits: {
  minAmount?: number;
  singleLimit?: number;
  dailyLimit?: number;
}): Promise<unknown> {
  return control('POST', 'money/limits', limits);
}

/** The draft the info screen keeps for the code screen (draft.ts). */
export function keepDraft(waybillIds: string[], amount: number, bankCardId = 'C0001'): void {
  sessionStorage.setItem('withdraw-draft', JSON.stringify({ waybillIds, amount, bankCardId }));
}

/** The story's driver unbinds every card through the app's own API (password Driver@123). */
export async function unbindAllCards(): Promise<void> {
  const authorization = tokens.authorization() ?? '';
  const call = async (path: string, body: unknown) => {
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: authorization },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { data: { records: { id: string }[] } };
  };
  const page = await call(bankInfo.listPage.path, { pageIndex: 1, pageSize: 20 });
  for (const card of page.data.records) {
    await call(bankInfo.unbind.path, { id: card.id, password: 'Driver@123' });
  }
}
