/**
 * Where the login journey may send the driver next. Query parameters such as `redirect`, `next` and
 * `target` come from outside, so they are only followed when they resolve to a path of this app:
 * otherwise an attacker's link could bounce a freshly logged-in driver to a phishing page.
 */
import { paths } from '@/lib/routing/paths';
import { safeInAppPath } from '@/lib/routing/in-app-path';
import type { RouteMeta } from '@/lib/routing/route-meta';

/** What the route table says of a path: this app's meta for it, or null when it has no screen. */
export type RouteMetaAt = (path: string) => RouteMeta | null;

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
