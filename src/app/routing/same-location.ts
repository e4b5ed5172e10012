/**
 * Navigating to where the driver already is does nothing (§8: duplicate navigation is ignored),
 * instead of stacking a second history entry and re-running the route's loaders.
 */
export interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

export type TargetLike = string | Partial<LocationLike>;

function trimSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

function normalSearch(search: string | undefined): string {
  return !search || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
}

function normalHash(hash: string | undefined): string {
  return !hash || hash === '#' ? '' : hash.startsWith('#') ? hash : `#${hash}`;
}

function parse(target: string): Partial<LocationLike> {
  const hashAt = target.indexOf('#');
  const hash = hashAt >= 0 ? target.slice(hashAt) : '';
  const rest = hashAt >= 0 ? target.slice(0, hashAt) : target;
  const searchAt = rest.indexOf('?');
  return {
    pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest,
    search: searchAt >= 0 ? rest.slice(searchAt) : '',
    hash,
  };
}

/**
 * True only for absolute targets equal to `current`. Relative targets are not resolved here and
 * never count as duplicates, so they always navigate.
 */
export function isSameLocation(current: LocationLike, target: TargetLike): boolean {
  const to = typeof target === 'string' ? parse(target) : target;
  const pathname = to.pathname ?? current.pathname;
  if (!pathname.startsWith('/')) return false;
  return (
    trimSlash(pathname) === trimSlash(current.pathname) &&
    normalSearch(to.search) === normalSearch(current.search) &&
    normalHash(to.hash) === normalHash(current.hash)
  );
}
