function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

/** Exact segment match; `:name` matches one non-empty segment. A trailing slash is ignored. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  if (want.length !== have.length) return false;
  return want.every((seg, i) => (seg.startsWith(':') ? have[i] !== '' : seg === have[i]));
}

/** The path part of an in-app URL (`/i?x=1#y` → `/i`). */
export function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0]!;
}
