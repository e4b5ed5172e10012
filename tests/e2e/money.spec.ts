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
import { expect, test, type Sim } from '../../simulator/automation/fixture';
import { loginWithPassword } from '../../simulator/automation/h5-actions';
import type { MoneyView } from '../../simulator/sandbox/areas/money/control';
import { SEEDED_MOBILES } from '../../simulator/sandbox/store/catalog';
import { requestState } from '../../src/lib/contract/request-state';
import { withdraw } from '../../src/lib/contract/withdraw';
import { maskCardNo, withCheckDigit } from '../../src/lib/domain/bank-card';
import { fenToYuan } from '../../src/lib/domain/money';

test.use({ reducedMotion: 'reduce' });

const DRIVER = SEEDED_MOBILES.certifiedDriver;
/** The seeded waybill waiting for its receipt. */
const WAYBILL = 'WB0008';
/** A new 中国工商银行 card (Luhn-valid). */
const CARD = withCheckDigit('622202000012345678');

const pathname = async (sim: Sim) => (await sim.h5Path()).split('?')[0];

async function money(page: Page): Promise<MoneyView> {
  const res = await page.request.get(`/__sandbox/money/driver?mobile=${DRIVER}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as MoneyView;
}

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
    await sim.goto(`/waybill/uploadreceipt?id=${WAYBILL}`);
    const photos = sim.h5.getByRole('region', { name: '回单照片' });
    await photos.getByRole('button', { name: /^回单照片/ }).click();
    await sim.h5
      .getByRole('dialog', { name: '选择图片来源' })
      .getByRole('button', { name: '拍照', exact: true })
      .click();
    await expect(photos.getByRole('button', { name: /^查看第\d+张图片$/ })).toHaveCount(1, {
      timeout: 15_000,
    });
    await sim.h5.getByRole('button', { name: '提交回单' }).click();
    await expect(sim.h5.getByText('运费将在回单审核通过后结算至钱包')).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('tab', { name: '运输' }).click();
    await page.getByRole('button', { name: await waybillNo(page) }).click();
    await page.getByRole('button', { name: '确认回单' }).click();
    await expect
      .poll(async () => (await money(page)).incomes.some((i) => i.waybillId === WAYBILL))
      .toBe(true);
    const after = await money(page);
    income = after.balance.availableBalance - before.balance.availableBalance;
    expect(income).toBeGreaterThan(0);

    await sim.h5.getByRole('link', { name: '查看钱包' }).click();
    await expect.poll(() => pathname(sim)).toBe('/i/wallet/account-balance');
    const balance = sim.h5.getByRole('region', { name: '可提现余额' });
    await expect(balance).toContainText(fenToYuan(after.balance.availableBalance), {
      timeout: 15_000,
    });
    const records = sim.h5.getByRole('region', { name: '收支明细列表' });
    await expect(records.getByText('运费收入').first()).toBeVisible();
    await expect(records.getByText('信息费').first()).toBeVisible();
  });

  await test.step('a new card: bank search, the number confirmed, the agreement, the reserved mobile', async () => {
    await sim.goto('/i/bank/add');
    await sim.h5.getByRole('button', { name: /开户银行/ }).click();
    const popup = sim.h5.getByRole('dialog', { name: '选择银行' });
    await popup.getByRole('searchbox').fill('工商');
    await popup.getByRole('button', { name: /中国工商银行/ }).click();
    await expect(popup).toHaveCount(0);
    await sim.h5.getByRole('textbox', { name: '卡号' }).pressSequentially(CARD);
    await sim.h5.getByRole('button', { name: '下一步' }).click();
    const info = sim.h5.getByRole('region', { name: '请核对银行卡信息' });
    await expect(info).toContainText(CARD.replace(/(\d{4})(?=\d)/g, '$1 '));
    await sim.h5.getByRole('link', { name: '确认无误' }).click();
    const agree = sim.h5.getByRole('button', { name: /同意并继续/ });
    await expect(agree).toBeEnabled({ timeout: 10_000 });
    await agree.click();
    await sim.h5.getByRole('textbox', { name: '银行预留手机号' }).fill(DRIVER);
    await sim.h5.getByRole('button', { name: '发送验证码' }).click();
    await sim.h5
      .getByRole('textbox', { name: '短信验证码' })
      .fill(await sim.sandbox.latestCode(DRIVER));
    await sim.h5.getByRole('button', { name: '确认绑定' }).click();
    await expect.poll(() => pathname(sim), { timeout: 15_000 }).toBe('/i/bank/list');
    await expect(sim.h5.getByText(maskCardNo(CARD))).toBeVisible();
    await expect(sim.h5.getByText(CARD)).toHaveCount(0);
  });

  const amount = 200_000;
  let applicationNo = '';
  await test.step('withdraw ¥2,000.00 to it: a double tap, the first answer lost, one application', async () => {
    await sim.goto('/i/wallet/balance-withdraw-deposit');
    const list = sim.h5.getByRole('region', { name: '可提现运单' });
    await list
      .getByRole('checkbox', { name: new RegExp(`^运单号 `) })
      .first()
      .click();
    await sim.h5.getByRole('button', { name: '下一步' }).click();
    const card = sim.h5.getByRole('group', { name: '提现银行卡' });
    await card.getByRole('radio', { name: /中国工商银行/ }).click();
    const field = sim.h5.getByLabel('提现金额（元）');
    await field.fill('2000');
    await sim.h5.getByRole('button', { name: '下一步' }).click();
    await expect.poll(() => pathname(sim)).toBe('/i/wallet/getverificationcode');
    await sim.h5.getByRole('button', { name: '发送验证码' }).click();
    await expect(sim.h5.getByRole('button', { name: '60秒后重发' })).toBeVisible();
    await sim.h5.getByLabel('短信验证码').fill(await sim.sandbox.latestCode(DRIVER));

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
