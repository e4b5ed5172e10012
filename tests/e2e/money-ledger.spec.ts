/**
 * One ledger truth (issue 23): a waybill's money adds up on every screen. The seeded driver's
 * WB0008 gets a fuel advance taken from its freight (油费抵扣, set in the 运输 panel) and is settled
 * the real way (receipt handed in, approved by the shipper in the 运输 panel); then its
 * 信息服务费, 油费抵扣 and 司机应收 are read on the freight detail, the KJ contract, the wallet's
 * records, 信息费记录 and the withdrawal offer: all equal to each other, to the one settlement
 * rule, and to the lines the sandbox ledger holds — the fee and the deduction each taken once.
 */
import type { Locator } from '@playwright/test';
import { expect, test, type Sim } from '../../simulator/automation/fixture';
import { loginWithPassword } from '../../simulator/automation/h5-actions';
import { SEEDED_MOBILES } from '../../simulator/sandbox/store/catalog';
import { fenToYuan } from '../../src/lib/domain/money';
import { settleFreight } from '../../src/lib/domain/settlement';
import { pathname, trip } from './steps/common';
import { moneyOf } from './steps/money';
import { approveReceipt, handInReceipt } from './steps/waybill';

test.use({ reducedMotion: 'reduce' });

const DRIVER = SEEDED_MOBILES.certifiedDriver;
/** The seeded waybill waiting for its receipt. */
const WAYBILL = 'WB0008';
/** The fuel advance the platform takes from its freight. */
const FUEL = { name: '油费抵扣', amount: 20_000 };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `label` then the amount (a term row, a field), whatever space the markup puts between. */
const labelled = (label: string, amount: string) =>
  new RegExp(`${escape(label)}\\s*${escape(amount)}`);

/** Opens one record's 明细详情 and returns it. */
async function openFacts(sim: Sim, row: Locator): Promise<Locator> {
  await row.click();
  const facts = sim.h5.getByRole('dialog', { name: '明细详情' });
  await expect(facts).toBeVisible();
  return facts;
}

async function closeFacts(sim: Sim, facts: Locator): Promise<void> {
  await facts.getByRole('button', { name: '关闭' }).click();
  await expect(sim.h5.getByRole('dialog', { name: '明细详情' })).toHaveCount(0);
}

test('one waybill’s fee and receivable agree on the freight detail, the contract, the wallet, 信息费记录, the withdrawal offer and the ledger', async ({
  sim,
  page,
}) => {
  test.setTimeout(180_000);
  await sim.open('/loginPwd');
  await loginWithPassword(sim, DRIVER);

  const before = await trip(page, DRIVER, WAYBILL);
  const waybillNo = before.waybillNo;
  const rule = settleFreight(before.freightDetail.total, [FUEL]);

  await test.step('the platform takes ¥200.00 of fuel from the freight (运输 panel)', async () => {
    await page.getByRole('tab', { name: '运输' }).click();
    await page.getByRole('button', { name: waybillNo }).click();
    await page.getByLabel('油费抵扣（元）').fill('200');
    await page.getByRole('button', { name: '设置扣款' }).click();
    await expect
      .poll(async () => (await trip(page, DRIVER, WAYBILL)).freight)
      .toBe(rule.receivable);
  });

  await test.step('the receipt handed in and approved: the sandbox ledger settles the waybill once', async () => {
    await handInReceipt(sim, WAYBILL);
    await approveReceipt(page, waybillNo);
    await expect
      .poll(async () => (await moneyOf(page, DRIVER)).incomes.some((i) => i.waybillId === WAYBILL))
      .toBe(true);
  });

  const held = await moneyOf(page, DRIVER);
  const lines = held.records.filter((r) => r.waybillNo === waybillNo);
  const fee = rule.serviceFee;
  const receivable = rule.receivable;
  const total = rule.freight;

  await test.step('the ledger: 运费收入, one 信息费, one 油费抵扣, summing to the receivable offered', () => {
    expect(lines.map((l) => [l.kind, l.title, l.direction, l.amount])).toEqual([
      ['deduction', FUEL.name, 2, FUEL.amount],
      ['infoFee', '信息费', 2, fee],
      ['freight', '运费收入', 1, total],
    ]);
    const sum = lines.reduce((n, l) => n + (l.direction === 1 ? l.amount : -l.amount), 0);
    expect(sum).toBe(receivable);
    expect(receivable).toBe(total - fee - FUEL.amount);
    const income = held.incomes.find((i) => i.waybillId === WAYBILL)!;
    expect(income).toMatchObject({ settledAmount: receivable, remaining: receivable });
    expect(fee).toBeGreaterThan(0);
  });

  await test.step('the platform’s waybill: the same freight detail and receivable', async () => {
    const after = await trip(page, DRIVER, WAYBILL);
    expect(after.freight).toBe(receivable);
    expect(after.freightDetail).toMatchObject({
      total,
      deductions: [{ name: '信息服务费', amount: fee }, FUEL],
      payable: receivable,
    });
  });

  await test.step('运费明细 on the waybill: 运费总额, −信息服务费, −油费抵扣, 司机应收', async () => {
    await sim.goto(`/waybill/detailWhole?id=${WAYBILL}`);
    const freight = sim.h5.getByRole('region', { name: '运费明细' });
    await expect(freight).toContainText(labelled('运费总额', `¥${fenToYuan(total)}`));
    await expect(freight).toContainText(labelled('信息服务费', `-¥${fenToYuan(fee)}`));
    await expect(freight).toContainText(labelled(FUEL.name, `-¥${fenToYuan(FUEL.amount)}`));
    await expect(freight).toContainText(labelled('司机应收', `¥${fenToYuan(receivable)}`));
  });

  await test.step('the KJ contract states the same 运费, 信息服务费, 油费抵扣 and 司机应收', async () => {
    await sim.goto(`/waybill/contract?id=${WAYBILL}`);
    await expect.poll(() => pathname(sim)).toBe('/waybill/contract');
    const row = (name: string) => sim.h5.getByRole('row').filter({ hasText: name });
    await expect(row('运费').first()).toContainText(`${fenToYuan(total)}元`);
    await expect(row('信息服务费')).toContainText(`${fenToYuan(fee)}元`);
    await expect(row(FUEL.name)).toContainText(`${fenToYuan(FUEL.amount)}元`);
    await expect(row('司机应收')).toContainText(`${fenToYuan(receivable)}元`);
  });

  await test.step('the wallet: +运费收入, −信息费 and −油费抵扣 of this waybill, newest first', async () => {
    await sim.goto('/i/wallet/account-balance');
    const records = sim.h5.getByRole('region', { name: '收支明细列表' });
    const rows = records.getByRole('button');
    await expect(rows.first()).toContainText(FUEL.name);
    await expect(rows.first()).toContainText(`-${fenToYuan(FUEL.amount)}`);
    let facts = await openFacts(sim, rows.first());
    await expect(facts).toContainText(labelled('运单号', waybillNo));
    await closeFacts(sim, facts);

    await expect(rows.nth(1)).toContainText('信息费');
    await expect(rows.nth(1)).toContainText(`-${fenToYuan(fee)}`);
    facts = await openFacts(sim, rows.nth(1));
    await expect(facts).toContainText(labelled('金额', `-¥${fenToYuan(fee)}`));
    await expect(facts).toContainText(labelled('运单号', waybillNo));
    await closeFacts(sim, facts);

    await expect(rows.nth(2)).toContainText('运费收入');
    facts = await openFacts(sim, rows.nth(2));
    await expect(facts).toContainText(labelled('金额', `+¥${fenToYuan(total)}`));
    await expect(facts).toContainText(labelled('运单号', waybillNo));
    await closeFacts(sim, facts);
  });

  await test.step('信息费记录: the same fee, once, under the rule the wallet states', async () => {
    await sim.goto('/i/wallet/balance-infofee-record');
    await expect(
      sim.h5.getByText('按运费的 1% 收取（四舍五入到分）', { exact: false }),
    ).toBeVisible();
    const rows = sim.h5.getByRole('region', { name: '信息费记录列表' }).getByRole('button');
    await expect(rows.first()).toContainText(`-${fenToYuan(fee)}`);
    const facts = await openFacts(sim, rows.first());
    await expect(facts).toContainText(labelled('运单号', waybillNo));
    await closeFacts(sim, facts);
  });

  await test.step('the withdrawal offers the waybill at its receivable', async () => {
    await sim.goto('/i/wallet/balance-withdraw-deposit');
    const offer = sim.h5
      .getByRole('region', { name: '可提现运单' })
      .locator('label')
      .filter({ hasText: waybillNo });
    await expect(offer).toContainText(`¥${fenToYuan(receivable)}`);
  });
});
