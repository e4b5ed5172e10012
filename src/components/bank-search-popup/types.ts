import type { BankContrast } from '@/lib/contract/money/bank-card';

/** §3: one row of bankContrast/search. */
export type BankSearchResult = BankContrast;

/** Searches banks by (part of) their short name; `signal` aborts a search a newer one replaced. */
export type BankSearch = (
  bankNameShort: string,
  signal: AbortSignal,
) => Promise<readonly BankSearchResult[]>;
