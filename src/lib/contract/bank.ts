/** Bank lookup (fcc bankContrast, §7.2): the bank-search popup's remote search. */
import { endpoint } from './endpoint';

export interface BankContrastQuery {
  /** Part of the bank's short name, e.g. 建设 or 农商. */
  bankNameShort: string;
}

export interface BankContrast {
  bankNameShort: string;
  /** The bank's clearing number (联行号). */
  employeeNo: string;
}

export const bankContrast = {
  search: endpoint<BankContrastQuery, BankContrast[]>('fcc', 'bankContrast/search'),
} as const;
