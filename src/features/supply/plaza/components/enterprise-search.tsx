import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/form';
import { plazaMessages as m } from '../plaza-messages';
import styles from './plaza.module.css';

const MAX_KEYWORD = 20;

/** The enterprise name to look for; sent on 搜索 (or the keyboard's search key). */
export function EnterpriseSearch({ onSearch }: { onSearch: (keyword: string) => void }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form
      role="search"
      aria-label={m.enterpriseSearch}
      className={styles.searchForm}
      onSubmit={submit}
    >
      <input
        type="search"
        enterKeyHint="search"
        className={styles.searchInput}
        aria-label={m.enterpriseKeyword}
        placeholder={m.enterprisePlaceholder}
        maxLength={MAX_KEYWORD}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          // Clearing the box shows every enterprise again.
          if (event.target.value === '') onSearch('');
        }}
      />
      <button type="submit" className={buttonClass('primary', styles.searchButton)}>
        {m.search}
      </button>
    </form>
  );
}
