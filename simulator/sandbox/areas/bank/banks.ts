/** The banks the sandbox knows (bankContrast/search): real names, made-up clearing numbers. */
import type { BankContrast } from '@/lib/contract/bank';

export const BANKS: readonly BankContrast[] = [
  '中国工商银行',
  '中国农业银行',
  '中国银行',
  '中国建设银行',
  '交通银行',
  '中国邮政储蓄银行',
  '招商银行',
  '浦发银行',
  '中信银行',
  '中国光大银行',
  '华夏银行',
  '中国民生银行',
  '广发银行',
  '兴业银行',
  '平安银行',
  '北京银行',
  '河北银行',
  '天津银行',
  '北京农商银行',
  '河北省农村信用社',
].map((name, i) => ({ bankNameShort: name, employeeNo: String(102100099996 + i * 1_000_003) }));

export function bankNamed(name: string): BankContrast | undefined {
  return BANKS.find((b) => b.bankNameShort === name);
}
