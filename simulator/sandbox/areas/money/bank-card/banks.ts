/** The banks the sandbox knows (bankContrast/search): real names, made-up clearing numbers. */
import type { BankContrast } from '@/lib/contract/money/bank-card';

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

/** Issuer numbers (BIN) of the banks' debit cards the sandbox recognises. */
const DEBIT_BINS: Readonly<Record<string, string>> = {
  '6217': '中国建设银行',
  '6227': '中国建设银行',
  '6228': '中国农业银行',
  '6222': '中国工商银行',
  '6212': '中国工商银行',
  '6216': '中国银行',
  '6013': '中国银行',
  '6210': '中国邮政储蓄银行',
  '6214': '招商银行',
  '6225': '招商银行',
};

/** The bank a debit card number belongs to, when its issuer number is known. */
export function bankOfCard(cardNo: string): BankContrast | undefined {
  const name = DEBIT_BINS[cardNo.slice(0, 4)];
  return name ? bankNamed(name) : undefined;
}
