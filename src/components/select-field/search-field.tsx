import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { shellProps, withDefaults } from './defaults';
import { TriggerField } from './field-shell';
import { LoadError } from './load-error';
import { selectFieldMessages as m } from './messages';
import { PickerPopup } from './picker-popup';
import styles from './select-field.module.css';
import type { SearchFieldProps, SearchOptions, SelectOption } from './types';
import { useControllable } from './use-controllable';
import { useFieldValidation } from './use-field-validation';
import { usePopupField } from './use-popup-field';
import { SEARCH_MAX_LENGTH, useRemoteSearch } from './use-remote-search';

/** Autocomplete: a search box in a popup; tapping a result picks it and closes the popup. */
export function SearchField(p: SearchFieldProps) {
  const props = withDefaults(p);
  const { label, required, disabled } = props;
  const [current, setCurrent] = useControllable(props.value, () => props.defaultValue ?? null);
  const popup = usePopupField(disabled, props.onBlur);
  const error = useFieldValidation({
    ref: props.ref,
    label,
    required,
    empty: current === null,
    error: props.error,
    visited: popup.visited,
    focus: popup.focus,
    open: popup.open,
  });
  const pick = (option: SelectOption) => {
    setCurrent(option);
    props.onChange?.(option);
    popup.close();
  };
  return (
    <TriggerField
      {...shellProps(props)}
      display={current?.label ?? null}
      error={error}
      expanded={popup.visible}
      onOpen={popup.open}
      buttonRef={popup.buttonRef}
    >
      <PickerPopup visible={popup.visible} title={props.title ?? label} onCancel={popup.close}>
        <SearchPanel
          key={popup.openCount}
          search={props.search}
          placeholder={props.searchPlaceholder ?? m.searchPlaceholder}
          current={current}
          onPick={pick}
        />
      </PickerPopup>
    </TriggerField>
  );
}

interface SearchPanelProps {
  search: SearchOptions;
  placeholder: string;
  current: SelectOption | null;
  onPick: (option: SelectOption) => void;
}

function SearchPanel({ search, placeholder, current, onPick }: SearchPanelProps) {
  const [keyword, setKeyword] = useState('');
  const { state, retry } = useRemoteSearch(search, keyword);
  return (
    <div className={styles.searchPanel}>
      <div data-autofocus-within>
        <SearchBar
          className={styles.searchBar}
          value={keyword}
          onChange={setKeyword}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={placeholder}
          // antd-mobile's clear icon is an unnamed-role div with aria-label, an a11y violation.
          clearable={false}
        />
      </div>
      <div className={styles.scroll} aria-busy={state.status === 'loading'}>
        {state.status === 'idle' && <p className={styles.note}>{m.searchHint}</p>}
        {state.status === 'loading' && (
          <p className={styles.note} role="status">
            {m.searching}
          </p>
        )}
        {state.status === 'error' && <LoadError message={state.message} onRetry={retry} />}
        {state.status === 'done' && state.options.length === 0 && (
          <p className={styles.note} role="status">
            {m.empty}
          </p>
        )}
        {state.status === 'done' && state.options.length > 0 && (
          <ul className={styles.list}>
            {state.options.map((option) => (
              <li key={option.value}>
                <button
                  type="button"
                  className={styles.listItem}
                  aria-pressed={option.value === current?.value}
                  disabled={option.disabled}
                  onClick={() => onPick(option)}
                >
                  {option.label}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
