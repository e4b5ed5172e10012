/**
 * Money inside the simulator, as a driver lives it (issue 14): his trip's receipt is approved by the
 * shipper in the 运输 panel and the freight shows up in the wallet; he adds a bank card (bank
 * search, the whole number confirmed once, the agreement, the reserved mobile's SMS code); he
 * withdraws part of the balance to it with a double tap while the platform's answer to the first
 * try is lost (a time-out): the app asks what became of its request instead of posting again, and
 * the sandbox holds exactly one application and the right balance; the platform pays it in the
 * 资金 panel and the records show it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../simulator/automation/fixture';
import { loginWithPassword } from '../../simulator/automation/h5-actions';
import { SEEDED_MOBILES } from '../../simulator/sandbox/store/catalog';
import { requestState } from '../../src/lib/contract/common/request-state';
import { withdraw } from '../../src/lib/contract/money/withdraw';
import { withCheckDigit } from '../../src/lib/domain/bank-card';
import { fenToYuan } from '../../src/lib/domain/money';
import { addBankCard, moneyOf, prepareWithdrawal, seeWallet } from './steps/money';
import { approveReceipt, handInReceipt } from './steps/waybill';

test.use({ reducedMotion: 'reduce' });

const DRIVER = SEEDED_MOBILES.certifiedDriver;
/** The seeded waybill waiting for its receipt. */
const WAYBILL = 'WB0008';
/** A new 中国工商银行 card (Luhn-valid). */
const CARD = withCheckDigit('622202000012345678');

const money = (page: Page) => moneyOf(page, DRIVER);

async function waybillNo(page: Page): Promise<string> {
  const res = await page.request.get(`/__sandbox/trip/waybills?mobile=${DRIVER}`);
  const all = (await res.json()) as { id: string; waybillNo: string }[];
  return all.find((w) => w.id === WAYBILL)!.waybillNo;
}

test('a settled trip shows in the wallet; a new card; a withdrawal tapped twice whose first answer is lost is made once; the platform pays it', async ({
  sim,
  page,
}) => {
  test.setTimeout(240_000);
  await sim.open('/loginPwd');
  await loginWithPassword(sim, DRIVER);
  const before = await money(page);

  let income = 0;
  await test.step('the receipt handed in and approved in the 运输 panel: the freight is in the wallet', async () => {
    await handInReceipt(sim, WAYBILL);
    await approveReceipt(page, await waybillNo(page));
    await expect
      .poll(async () => (await money(page)).incomes.some((i) => i.waybillId === WAYBILL))
      .toBe(true);
    const after = await money(page);
    income = after.balance.availableBalance - before.balance.availableBalance;
    expect(income).toBeGreaterThan(0);

    await seeWallet(sim, after.balance.availableBalance);
  });

  await test.step('a new card: bank search, the number confirmed, the agreement, the reserved mobile', async () => {
    await addBankCard(sim, {
      search: '工商',
      bankName: '中国工商银行',
      cardNo: CARD,
      reservedMobile: DRIVER,
    });
  });

  const amount = 200_000;
  let applicationNo = '';
  await test.step('withdraw ¥2,000.00 to it: a double tap, the first answer lost, one application', async () => {
    await prepareWithdrawal(sim, { bankName: '中国工商银行', amountYuan: '2000', mobile: DRIVER });

    // The platform does the withdrawal, but its answer never reaches the phone (a time-out).
    await sim.sandbox.fault(withdraw.add.path, { lostAnswer: true, times: 1 });
    await sim.sandbox.fault(withdraw.addAll.path, { lostAnswer: true, times: 1 });
    await sim.h5.getByRole('button', { name: '确认提现' }).dblclick();
    await expect(sim.h5.getByRole('region', { name: '提现申请已提交' })).toBeVisible({
      timeout: 40_000,
    });
    await sim.sandbox.clearFaults();

    const posts = [
      ...(await sim.sandbox.requests(withdraw.add.path)),
      ...(await sim.sandbox.requests(withdraw.addAll.path)),
    ];
    const asks = await sim.sandbox.requests(requestState.get.path);
    const after = await money(page);
    const made = after.applications.filter((a) => !before.applications.some((b) => b.id === a.id));
    console.log(
      `withdraw time-out and double tap: requests ${posts.length}, state asks ${asks.length}, applications ${made.length}`,
    );
    expect(posts).toHaveLength(1);
    expect(asks.length).toBeGreaterThanOrEqual(1);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount, state: 'applied', bankName: '中国工商银行' });
    expect(after.balance.availableBalance).toBe(before.balance.availableBalance + income - amount);
    expect(after.balance.frozenBalance).toBe(before.balance.frozenBalance + amount);
    applicationNo = made[0]!.applicationNo;
    await expect(sim.h5.getByText(fenToYuan(after.balance.availableBalance))).toBeVisible();
  });

  await test.step('the platform pays it in the 资金 panel; the records show it', async () => {
    await page.getByRole('tab', { name: '资金' }).click();
    const row = page.getByRole('row').filter({ hasText: applicationNo });
    await row.getByRole('button', { name: '打款' }).click();
    await expect
      .poll(
        async () =>
          (await money(page)).applications.find((a) => a.applicationNo === applicationNo)?.state,
      )
      .toBe('paid');
    expect((await money(page)).balance.frozenBalance).toBe(before.balance.frozenBalance);

    await sim.goto('/i/wallet/withdraw-deposit-list');
    const item = sim.h5.getByRole('link').filter({ hasText: '2,000.00' }).first();
    await expect(item).toContainText('已到账', { timeout: 15_000 });
    await sim.goto('/i/wallet/account-balance');
    const records = sim.h5.getByRole('region', { name: '收支明细列表' });
    await expect(records.getByText(/^提现至中国工商银行/).first()).toBeVisible({ timeout: 15_000 });
  });
});
