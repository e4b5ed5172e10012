/**
 * Per-route settings (§2.1), kept in each route's `handle`. The flags below the layout ones are the
 * only place a route is declared public, kept alive, a tab root, a login screen or a redirect target:
 * every list the app needs (public paths, cache rules, tab entries, the /auth/redirect allow-list)
 * is derived from them.
 */
export type TabKey = 'home' | 'supply' | 'scan' | 'waybill' | 'me';

export interface RouteMeta {
  /** Nav-bar title and document title. */
  title?: string;
  /** Show the top nav bar. */
  isNav?: boolean;
  /** White page background (grey otherwise). */
  isBgw?: boolean;
  /** Bottom spacer for screens with a fixed footer. */
  hasFooter?: boolean;
  /** Depth in the navigation hierarchy: 1 for tab roots. */
  deepth?: number;
  /** Show the bottom tab bar. */
  hasTabBar?: boolean;

  /** Public route: no login needed (§2.2, the spec's flag name). */
  anyone?: boolean;
  /** Keep the screen mounted (hidden) when navigating away (§2.1: Plaza, Waybill, Me). */
  isKeepAlive?: boolean;
  /** The bottom-tab entry this route is the root of. */
  tab?: Exclude<TabKey, 'scan'>;
  /** The login screen itself (/login, /loginPwd): arriving here drops cached screens. */
  isLogin?: boolean;
  /** A step of signing in: after login the driver is never sent back here. */
  isSignIn?: boolean;
  /** /auth/redirect (native side, partner pages) may send the driver here. */
  isRedirectTarget?: boolean;
  /** No floating customer-service button (the service screen itself). */
  noServiceButton?: boolean;
}

export interface RouteHandle {
  meta: RouteMeta;
}

/** The meta of the deepest matched route that has one. */
export function metaOf(matches: ReadonlyArray<{ handle?: unknown }>): RouteMeta {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]!.handle as Partial<RouteHandle> | undefined;
    if (handle?.meta) return handle.meta;
  }
  return {};
}
