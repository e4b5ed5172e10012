/** Per-route settings of the shell (§2.1), kept in each route's `handle`. */
export interface RouteMeta {
  /** Nav-bar title and document title. */
  title?: string;
  /** Show the top nav bar. */
  isNav?: boolean;
  /** White page background (grey otherwise). */
  isBgw?: boolean;
  /** Bottom spacer for screens with a fixed footer. */
  hasFooter?: boolean;
  /** Keep the screen mounted (hidden) when navigating away. */
  isKeepAlive?: boolean;
  /** Depth in the navigation hierarchy: 1 for tab roots. */
  deepth?: number;
  /** Public route: no login needed (§2.2). */
  anyone?: boolean;
  /** Show the bottom tab bar. */
  hasTabBar?: boolean;
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
