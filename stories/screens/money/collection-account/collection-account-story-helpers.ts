import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
/**
 * What the collection-account screen stories share: the page body, generous waits, the endpoints
 * and the seeded accounts (simulator/sandbox/areas/money/collection-account/seed.ts): the captain's
 * CA0001 (中国工商银行, default) and CA0002 (中国银行), the certified driver's CA0003 (中国建设银行).
 */
import { within } from 'storybook/test';
import { collectionAccount } from '@/lib/contract/money/collection-account';

export const SLOW = { timeout: 15_000 };

export const listPath = collectionAccount.listPage.path;
export const addPath = collectionAccount.add.path;
export const getPath = collectionAccount.get.path;
export const deletePath = collectionAccount.delete.path;
export const forWaybillPath = collectionAccount.listForWaybill.path;
export const upWaybillAccountPath = waybillAfterSales.upWaybillAccount.path;

export const MASKED = {
  CA0001: '6222 **** **** 2222',
  CA0002: '6216 **** **** 4446',
  CA0003: '6217 **** **** 6664',
} as const;

export function bodyOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

export async function listRows(canvasElement: HTMLElement, name = '收款账户列表') {
  const list = await bodyOf(canvasElement).findByRole('region', { name }, SLOW);
  await within(list).findByText('没有更多数据了', {}, SLOW);
  return within(list).getAllByRole('link');
}
