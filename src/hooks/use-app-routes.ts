/**
 * What the app's route table says about a path, for features (which may not import the table): they
 * ask the data router. Only real screens count; the catch-all 404 route does not.
 */
import { useCallback, useContext } from 'react';
import { matchRoutes, UNSAFE_DataRouterContext } from 'react-router-dom';
import { pathnameOf } from '@/lib/routing/match';
import type { RouteHandle, RouteMeta } from '@/lib/routing/route-meta';

/** The meta of the screen at a path (`/i?x=1` works too), or null when this build has none. */
export function useRouteMetaAt(): (path: string) => RouteMeta | null {
  const routes = useContext(UNSAFE_DataRouterContext)?.router.routes;
  return useCallback(
    (path: string) => {
      if (!routes) return null;
      const leaf = matchRoutes(routes, pathnameOf(path))?.at(-1)?.route;
      if (leaf === undefined || leaf.path === '*' || leaf.path?.endsWith('/*')) return null;
      return (leaf.handle as Partial<RouteHandle> | undefined)?.meta ?? {};
    },
    [routes],
  );
}

/** Whether the app registers a screen at a path. */
export function useIsAppRoute(): (path: string) => boolean {
  const metaAt = useRouteMetaAt();
  return useCallback((path: string) => metaAt(path) !== null, [metaAt]);
}
