/** The withdrawal amount as typed: each refusal in its words, in the order the screen checks them. */
import { describe, expect, it } from 'vitest';
import { checkAmount, fenAsInput } from '@/features/money/withdraw/hooks/amount-rule';
import type { WithdrawLimit } from '@/lib/contract/money/withdraw';

const LIMIT: WithdrawLimit = {
  minAmount: 100,
  singleLimit: 5_000_000,
  dailyLimit: 10_000_000,
  dailyUsed: 0,
  availableBalance: 1_286_450,
  withdrawable: 1_286_450,
};
const SELECTED = 1_000_000;

describe('withdrawal amount', () => {
  it.each([
    ['', '请输入提现金额'],
    ['   ', '请输入提现金额'],
    ['abc', '请输入正确的提现金额'],
    ['1.2.3', '请输入正确的提现金额'],
    ['-5', '请输入正确的提现金额'],
    ['10.005', '提现金额最多保留两位小数'],
    ['0', '提现金额须大于0'],
    ['0.00', '提现金额须大于0'],
    ['0.99', '单笔提现金额不能低于1.00元'],
    ['12864.51', '提现金额不能超过可用余额'],
    ['10000.01', '提现金额超过所选运单可提现金额'],
  ])('refuses %j: %s', (text, message) => {
    expect(checkAmount(text, LIMIT, SELECTED)).toEqual({ error: message });
  });

  it('takes 2 decimals, thousands separators and the exact selected total, in fen', () => {
    expect(checkAmount('0.01', { ...LIMIT, minAmount: 1 }, SELECTED)).toEqual({ fen: 1 });
    expect(checkAmount('1,000.5', LIMIT, SELECTED)).toEqual({ fen: 100_050 });
    expect(checkAmount(' 10000 ', LIMIT, SELECTED)).toEqual({ fen: 1_000_000 });
  });

  it('names the single limit and what is left of the day', () => {
    const rich = { ...LIMIT, availableBalance: 20_000_000, withdrawable: 5_000_000 };
    expect(checkAmount('50000.01', rich, 20_000_000)).toEqual({
      error: '单笔提现金额不能超过50,000.00元',
    });
    const used = { ...rich, dailyUsed: 9_000_000 };
    expect(checkAmount('10000.01', used, 20_000_000)).toEqual({
      error: '超出今日提现额度，今日还可提现10,000.00元',
    });
  });

  it('shows fen as the yuan a person types', () => {
    expect(fenAsInput(0)).toBe('0.00');
    expect(fenAsInput(1)).toBe('0.01');
    expect(fenAsInput(1_286_450)).toBe('12864.50');
  });
});
