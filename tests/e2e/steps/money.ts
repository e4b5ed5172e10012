/**
 * Money (spec §2.4): the wallet after a settled waybill, a bank card added (bank search, the number
 * confirmed, the agreement, the reserved mobile's SMS code) and a withdrawal to it with the SMS code.
 */
import type { Page } from '@playwright/test';
import { expect, type Sim } from '../../../simulator/automation/fixture';
import type { MoneyView } from '../../../simulator/sandbox/areas/money/wallet/control';
import { maskCardNo } from '../../../src/lib/domain/bank-card';
import { fenToYuan } from '../../../src/lib/domain/money';
import { pathname } from './common';

/** The driver's ledger as the platform holds it (`GET /__sandbox/money/driver`). */
export async function moneyOf(page: Page, mobile: string): Promise<MoneyView> {
  const res = await page.request.get(`/__sandbox/money/driver?mobile=${mobile}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as MoneyView;
}

/** From the receipt's 查看钱包: the balance shows `availableFen` and the records the freight. */
export async function seeWallet(sim: Sim, availableFen: number): Promise<void> {
  await sim.h5.getByRole('link', { name: '查看钱包' }).click();
  await expect.poll(() => pathname(sim)).toBe('/i/wallet/account-balance');
  const balance = sim.h5.getByRole('region', { name: '可提现余额' });
  await expect(balance).toContainText(fenToYuan(availableFen), { timeout: 15_000 });
  const records = sim.h5.getByRole('region', { name: '收支明细列表' });
  await expect(records.getByText('运费收入').first()).toBeVisible();
  await expect(records.getByText('信息费').first()).toBeVisible();
}

export interface NewCard {
  /** Typed into the bank search, e.g. 工商. */
  search: string;
  bankName: string;
  /** Luhn-valid. */
  cardNo: string;
  reservedMobile: string;
}

/** /i/bank/add through to /i/bank/list, where the card shows masked only. */
export async function addBankCard(sim: Sim, card: NewCard): Promise<void> {
  await sim.goto('/i/bank/add');
  await bindBankCard(sim, card);
  await expect.poll(() => pathname(sim), { timeout: 15_000 }).toBe('/i/bank/list');
  await expect(sim.h5.getByText(maskCardNo(card.cardNo))).toBeVisible();
  await expect(sim.h5.getByText(card.cardNo)).toHaveCount(0);
}

/**
 * On /i/bank/add (however the driver got there): the bank, the number confirmed once, the
 * agreement, the reserved mobile's SMS code, 确认绑定. Where it ends is the caller's to check.
 */
export async function bindBankCard(sim: Sim, card: NewCard): Promise<void> {
  await sim.h5.getByRole('button', { name: /开户银行/ }).click();
  const popup = sim.h5.getByRole('dialog', { name: '选择银行' });
  await popup.getByRole('searchbox').fill(card.search);
  await popup.getByRole('button', { name: new RegExp(card.bankName) }).click();
  await expect(popup).toHaveCount(0);
  await sim.h5.getByRole('textbox', { name: '卡号' }).pressSequentially(card.cardNo);
  await sim.h5.getByRole('button', { name: '下一步' }).click();
  const info = sim.h5.getByRole('region', { name: '请核对银行卡信息' });
  await expect(info).toContainText(card.cardNo.replace(/(\d{4})(?=\d)/g, '$1 '));
  await sim.h5.getByRole('link', { name: '确认无误' }).click();
  const agree = sim.h5.getByRole('button', { name: /同意并继续/ });
  await expect(agree).toBeEnabled({ timeout: 10_000 });
  await agree.click();
  await sim.h5.getByRole('textbox', { name: '银行预留手机号' }).fill(card.reservedMobile);
  await sim.h5.getByRole('button', { name: '发送验证码' }).click();
  // Sent (the countdown runs) before the inbox is read: an older code to this phone may be there.
  await expect(sim.h5.getByRole('button', { name: /^\d+秒后重发$/ })).toBeVisible();
  await sim.h5
    .getByRole('textbox', { name: '短信验证码' })
    .fill(await sim.sandbox.latestCode(card.reservedMobile));
  await sim.h5.getByRole('button', { name: '确认绑定' }).click();
}

export interface Withdrawal {
  bankName: string;
  /** As typed into 提现金额（元）. */
  amountYuan: string;
  /** Where the SMS code goes (the driver's own phone). */
  mobile: string;
}

/**
 * /i/wallet/balance-withdraw-deposit: the first withdrawable waybill, the card, the amount, the SMS
 * code typed on /i/wallet/getverificationcode. Leaves 确认提现 to the caller.
 */
export async function prepareWithdrawal(sim: Sim, w: Withdrawal): Promise<void> {
  await sim.goto('/i/wallet/balance-withdraw-deposit');
  const list = sim.h5.getByRole('region', { name: '可提现运单' });
  await list
    .getByRole('checkbox', { name: /^运单号 / })
    .first()
    .click();
  await sim.h5.getByRole('button', { name: '下一步' }).click();
  const card = sim.h5.getByRole('group', { name: '提现银行卡' });
  await card.getByRole('radio', { name: new RegExp(w.bankName) }).click();
  await sim.h5.getByLabel('提现金额（元）').fill(w.amountYuan);
  await sim.h5.getByRole('button', { name: '下一步' }).click();
  await expect.poll(() => pathname(sim)).toBe('/i/wallet/getverificationcode');
  await sim.h5.getByRole('button', { name: '发送验证码' }).click();
  await expect(sim.h5.getByRole('button', { name: '60秒后重发' })).toBeVisible();
  await sim.h5.getByLabel('短信验证码').fill(await sim.sandbox.latestCode(w.mobile));
}
