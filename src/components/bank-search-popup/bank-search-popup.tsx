import { Popup, SearchBar, type SearchBarRef, SpinLoading } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { bankSearchMessages as messages } from './messages';
import { searchBanksOnPlatform } from './platform-search';
import type { BankSearch, BankSearchResult } from './types';
import { BANK_SEARCH_DEBOUNCE_MS, useBankSearch } from './use-bank-search';
import styles from './bank-search-popup.module.css';

export interface BankSearchPopupProps {
  visible: boolean;
  /** Default: the platform's bankContrast/search (§7.2). */
  search?: BankSearch;
  /** The driver picked a bank; the popup closes through `onClose`. */
  onSelect: (bank: BankSearchResult) => void;
  /** 取消, or after a pick. */
  onClose: () => void;
  /** §9: 500 ms. */
  debounceMs?: number;
}

/**
 * §2.6: a full-screen panel sliding in from the right: a search box for the bank name (searched
 * 500 ms after typing pauses), the matching banks, and 取消.
 */
export function BankSearchPopup({
  visible,
  search = searchBanksOnPlatform,
  onSelect,
  onClose,
  debounceMs = BANK_SEARCH_DEBOUNCE_MS,
}: BankSearchPopupProps) {
  return (
    <Popup
      visible={visible}
      position="right"
      bodyClassName={styles.body}
      destroyOnClose
      onClose={onClose}
    >
      {/* Mounted per opening: each search starts empty. */}
      <SearchPanel search={search} onSelect={onSelect} onClose={onClose} debounceMs={debounceMs} />
    </Popup>
  );
}

function SearchPanel({
  search,
  onSelect,
  onClose,
  debounceMs,
}: Omit<BankSearchPopupProps, 'visible' | 'debounceMs' | 'search'> & {
  search: BankSearch;
  debounceMs: number;
}) {
  const [keyword, setKeyword] = useState('');
  const { state, retry } = useBankSearch(search, keyword, debounceMs);
  const input = useRef<SearchBarRef>(null);

  // The driver came here to type: the keyboard opens with the panel.
  useEffect(() => {
    input.current?.focus();
  }, []);

  const pick = (bank: BankSearchResult) => {
    onSelect(bank);
    onClose();
  };

  return (
    <div className={styles.panel} role="dialog" aria-modal="true" aria-label={messages.title}>
      <div className={styles.header}>
        <SearchBar
          ref={input}
          className={styles.search}
          value={keyword}
          onChange={setKeyword}
          placeholder={messages.placeholder}
          maxLength={20}
          // antd's clear icon carries an aria-label without a role (an axe violation).
          clearable={false}
          showCancelButton={() => true}
          cancelText={messages.cancel}
          onCancel={onClose}
        />
      </div>
      <div className={styles.results} aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'idle' ? <p className={styles.note}>{messages.hint}</p> : null}
        {state.status === 'loading' ? (
          // A div: the spinner is a div of its own, which a <p> may not hold.
          <div className={styles.note}>
            <SpinLoading style={{ '--size': '20px' }} aria-hidden="true" />
            {messages.searching}
          </div>
        ) : null}
        {state.status === 'error' ? (
          <div className={styles.note} role="alert">
            <span>{messages.error}</span>
            <button type="button" className={styles.retry} onClick={retry}>
              {messages.retry}
            </button>
          </div>
        ) : null}
        {state.status === 'done' && state.results.length === 0 ? (
          <p className={styles.note}>{messages.empty}</p>
        ) : null}
        {state.status === 'done' && state.results.length > 0 ? (
          <ul className={styles.list}>
            {state.results.map((bank) => (
              <li key={`${bank.employeeNo}-${bank.bankNameShort}`}>
                {/* The driver knows his bank by its name; the code is the platform's, kept as the key. */}
                <button type="button" className={styles.item} onClick={() => pick(bank)}>
                  {bank.bankNameShort}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
