/**
 * Writes refresh what they change (issue 23): a driver without a withdrawal card starts a
 * withdrawal, is told 您还未绑定提现银行卡, binds a card from there and comes back to the withdrawal,
 * which knows the card at once — no second "no card" dialog, no reload — and offers it for the
 * withdrawal; the platform holds the card as his withdrawal card.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../simulator/automation/fixture';
import { loginWithPassword } from '../../simulator/automation/h5-actions';
import { SEEDED_MOBILES } from '../../simulator/sandbox/store/catalog';
import { bankInfo, type RefundBankState } from '../../src/lib/contract/money/bank-card';
import { withCheckDigit, maskCardNo } from '../../src/lib/domain/bank-card';
import { pathname } from './steps/common';
import { bindBankCard, moneyOf } from './steps/money';

test.use({ reducedMotion: 'reduce' });

const DRIVER = SEEDED_MOBILES.certifiedDriver;
const PASSWORD = 'Driver@123';
/** A new 中国工商银行 card (Luhn-valid). */
const CARD = withCheckDigit('622202000012345678');

/** The platform's API as the driver (a token from the sandbox's quick login). */
async function asDriver(request: APIRequestContext) {
  const login = await request.post('/__sandbox/quick-login', { data: { mobile: DRIVER } });
  const { at } = (await login.json()) as { at: string };
  return async <T>(path: string, body: unknown): Promise<T> => {
    const res = await request.post(path, {
      headers: { Authorization: `Bearer ${at}` },
      data: body,
    });
    const envelope = (await res.json()) as { success: boolean; msg: string; data: T };
    expect(envelope.success, `${path}: ${envelope.msg}`).toBe(true);
    return envelope.data;
  };
}

test('a driver without a withdrawal card binds one from the withdrawal and can use it at once', async ({
  sim,
  page,
}) => {
  test.setTimeout(120_000);
  const api = await asDriver(page.request);
  // The seeded driver removed both his cards: he has no withdrawal card. (A card with a withdrawal
  // under review cannot be removed: the platform pays those first, in the 资金 panel.)
  for (const a of (await moneyOf(page, DRIVER)).applications) {
    if (a.state === 'applied') await page.request.post('/__sandbox/money/approve', { data: a });
    if (a.state === 'applied' || a.state === 'approved')
      await page.request.post('/__sandbox/money/pay', { data: a });
  }
  for (const id of ['C0001', 'C0002']) await api(bankInfo.unbind.path, { id, password: PASSWORD });
  expect(await api<RefundBankState>(bankInfo.checkBindRefundBank.path, {})).toMatchObject({
    bound: false,
  });

  await sim.open('/loginPwd');
  await loginWithPassword(sim, DRIVER);

  const noCard = sim.h5.getByRole('dialog', { name: '未绑定提现银行卡' });
  await test.step('提现 without a card: 您还未绑定提现银行卡, 去添加', async () => {
    await sim.goto('/i/wallet/balance-withdraw-deposit');
    await expect(noCard.getByText('您还未绑定提现银行卡，请先添加银行卡')).toBeVisible();
    await noCard.getByRole('button', { name: '去添加' }).click();
    await expect.poll(() => pathname(sim)).toBe('/i/bank/add');
  });

  await test.step('binds a 中国工商银行 card and is back on the withdrawal', async () => {
    await bindBankCard(sim, {
      search: '工商',
      bankName: '中国工商银行',
      cardNo: CARD,
      reservedMobile: DRIVER,
    });
    await expect
      .poll(() => pathname(sim), { timeout: 15_000 })
      .toBe('/i/wallet/balance-withdraw-deposit');
  });

  await test.step('the new card is there at once: no "no card" dialog, the card to choose', async () => {
    const list = sim.h5.getByRole('region', { name: '可提现运单' });
    await expect(list.getByRole('checkbox', { name: /^运单号 / }).first()).toBeVisible();
    await expect(noCard).toHaveCount(0);
    await expect(sim.h5.getByText('未绑定提现银行卡')).toHaveCount(0);
    await list
      .getByRole('checkbox', { name: /^运单号 / })
      .first()
      .click();
    await sim.h5.getByRole('button', { name: '下一步' }).click();
    const cards = sim.h5.getByRole('group', { name: '提现银行卡' });
    const radio = cards.getByRole('radio', { name: /中国工商银行/ });
    await expect(radio).toBeVisible();
    await expect(cards).toContainText(CARD.slice(-4));
    await radio.click();
    await expect(radio).toBeChecked();
  });

  // The platform holds it as his withdrawal card, and the app asked for it again only after binding.
  const held = await api<RefundBankState>(bankInfo.checkBindRefundBank.path, {});
  expect(held).toMatchObject({ bound: true, card: { bankName: '中国工商银行', isRefund: true } });
  expect(held.card!.cardNoMasked).toBe(maskCardNo(CARD));
  const binds = await sim.sandbox.requests(bankInfo.add.path);
  expect(binds.filter((r) => r.state === 200)).toHaveLength(1);
});
