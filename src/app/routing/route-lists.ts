/**
 * The lists the shell needs, derived from the route meta of SCREEN_ROUTES (the only place a flag is
 * stated): which paths are public (§2.2), which is the login screen, which route roots each tab.
 */
import { matchesPattern, pathnameOf } from '@/lib/routing/match';
import { paths } from '@/lib/routing/paths';
import type { RouteMeta, TabKey } from '@/lib/routing/route-meta';
import { SCREEN_ROUTES } from '../routes/all';
import type { ScreenRoute } from './screen-route';

const patternsWhere = (flag: (meta: RouteMeta) => boolean | undefined) =>
  SCREEN_ROUTES.filter((route) => flag(route.meta)).map((route) => route.path);

/** §2.2: routes reachable without login (meta `anyone`). */
export const PUBLIC_PATHS: readonly string[] = patternsWhere((meta) => meta.anyone);
/** The login screen (both paths render it): the "first page" of §4. */
export const LOGIN_PATHS: readonly string[] = patternsWhere((meta) => meta.isLogin);

export { matchesPattern };

export function routeAt(path: string): ScreenRoute | undefined {
  const pathname = pathnameOf(path);
  return SCREEN_ROUTES.find((route) => matchesPattern(route.path, pathname));
}

/** Whether this build has a screen at `path` (tab entries and links to later screens ask this). */
export function isRouteRegistered(path: string): boolean {
  return routeAt(path) !== undefined;
}

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((pattern) => matchesPattern(pattern, pathname));
}

export function isLoginPath(pathname: string): boolean {
  return LOGIN_PATHS.some((pattern) => matchesPattern(pattern, pathname));
}

/** The path of the route that roots a tab, or null while this build has none. */
export function tabPath(tab: Exclude<TabKey, 'scan'>): string | null {
  return SCREEN_ROUTES.find((route) => route.meta.tab === tab)?.path ?? null;
}

/** `/loginPwd?redirect=…` that brings the driver back to where they were going. */
export function loginUrl(redirectTo: string): string {
  return paths.loginPwd.to({ redirect: redirectTo });
}
