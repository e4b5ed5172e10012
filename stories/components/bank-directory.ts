/** The bank directory the BankSearchPopup and BankField stories search, with a network delay. */
import { fn } from 'storybook/test';
import type { BankSearchResult } from '@/components/bank-search-popup';

export const BANKS: BankSearchResult[] = [
  { bankNameShort: '中国工商银行', employeeNo: '102100099996' },
  { bankNameShort: '中国农业银行', employeeNo: '103100000026' },
  { bankNameShort: '中国银行', employeeNo: '104100000004' },
  { bankNameShort: '中国建设银行', employeeNo: '105100000017' },
  { bankNameShort: '招商银行', employeeNo: '308584000013' },
  { bankNameShort: '河北银行', employeeNo: '313121006888' },
];

/** Answers like bankContrast/search: names containing the text, after a short network delay. */
export function bankDirectory(delayMs = 150) {
  return fn(async (name: string, signal: AbortSignal) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (signal.aborted) throw new DOMException('aborted', 'AbortError');
    return BANKS.filter((bank) => bank.bankNameShort.includes(name));
  });
}
