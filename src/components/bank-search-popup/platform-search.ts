/** The popup's default search: the platform's bankContrast/search (§7.2). */
import { bankContrast } from '@/lib/contract/money/bank-card';
import { http } from '@/lib/http/client';
import type { BankSearch } from './types';

export const searchBanksOnPlatform: BankSearch = (bankNameShort, signal) =>
  // The popup shows its own error with a retry, so the client must not toast as well.
  http.call(bankContrast.search, { bankNameShort }, { signal, ignoreErrors: true });
