export { SEARCH_MAX_LENGTH, SearchBar } from './search-bar';
