/** §3: one row of bankContrast/search. */
export interface BankSearchResult {
  bankNameShort: string;
  employeeNo: string;
}

/** Searches banks by (part of) their short name; `signal` aborts a search a newer one replaced. */
export type BankSearch = (
  bankNameShort: string,
  signal: AbortSignal,
) => Promise<readonly BankSearchResult[]>;
