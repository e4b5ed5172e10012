export { BankField, type BankFieldProps } from './bank-field';
export { BankSearchPopup, type BankSearchPopupProps } from './bank-search-popup';
export { bankSearchMessages } from './messages';
export type { BankSearch, BankSearchResult } from './types';
export { BANK_SEARCH_DEBOUNCE_MS } from './use-bank-search';
