/** §5 and §9: a search keyword (autocomplete, search screens) is at most 20 characters and is asked 500 ms after the last keystroke. */
export const SEARCH_MAX_LENGTH = 20;
export const SEARCH_DEBOUNCE_MS = 500;
