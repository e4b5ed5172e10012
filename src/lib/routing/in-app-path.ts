/**
 * Parsing a path of this app out of outside input (query parameters, scanned codes, a provider's
 * return URL): only a path of this app comes out, never another site.
 */

/** The origin relative paths are resolved against; only its value matters, never its network. */
const PROBE_ORIGIN = 'https://in-app.invalid';

/**
 * `raw` as `pathname + search + hash` when it is a path of this app (relative like `/i?x=1`, or an
 * absolute URL of `origin`), else null. Protocol-relative (`//evil`), backslash tricks, control
 * characters and other schemes (`javascript:`) are refused.
 */
export function safeInAppPath(raw: string | null | undefined, origin?: string): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '' || value.includes('\\') || hasControlCharacter(value)) return null;
  const base = origin ?? PROBE_ORIGIN;
  let url: URL;
  try {
    url = value.startsWith('/') ? new URL(value, PROBE_ORIGIN) : new URL(value);
  } catch {
    return null;
  }
  if (value.startsWith('/')) {
    if (value.startsWith('//') || url.origin !== PROBE_ORIGIN) return null;
  } else if (!origin || url.origin !== base) {
    return null;
  }
  return inAppPathOf(url);
}

/** `pathname + search + hash` of a URL of this app. */
export function inAppPathOf(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
