/**
 * Where the login journey may send the driver next. Query parameters such as `redirect`, `next` and
 * `target` come from outside, so they are only followed when they resolve to a path of this app:
 * otherwise an attacker's link could bounce a freshly logged-in driver to a phishing page.
 */
import { paths } from '@/lib/routing/paths';
import type { RouteMeta } from '@/lib/routing/route-meta';

/** What the route table says of a path: this app's meta for it, or null when it has no screen. */
export type RouteMetaAt = (path: string) => RouteMeta | null;

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
  return `${url.pathname}${url.search}${url.hash}`;
}

/** An in-app target whose screen is flagged `isRedirectTarget` (/auth/redirect's allow-list). */
export function allowedRedirect(
  raw: string | null | undefined,
  metaAt: RouteMetaAt,
  origin?: string,
): string | null {
  const path = safeInAppPath(raw, origin);
  if (path === null) return null;
  return metaAt(path)?.isRedirectTarget === true ? path : null;
}

/** Where to go after logging in: the `redirect` query when it is in-app, else home. Never back to a sign-in screen. */
export function afterLoginTarget(
  redirect: string | null | undefined,
  metaAt: RouteMetaAt,
  origin?: string,
): string {
  const path = safeInAppPath(redirect, origin);
  if (path === null || metaAt(path)?.isSignIn === true) return paths.home.to();
  return path;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
