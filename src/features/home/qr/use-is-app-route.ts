import { useCallback, useContext } from 'react';
import { matchRoutes, UNSAFE_DataRouterContext } from 'react-router-dom';

/**
 * Whether the app registers a screen at a path. A feature may not import the route table, so it
 * asks the data router; the catch-all 404 route does not count.
 */
export function useIsAppRoute(): (pathname: string) => boolean {
  const routes = useContext(UNSAFE_DataRouterContext)?.router.routes;
  return useCallback(
    (pathname: string) => {
      if (!routes) return false;
      const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
      return leaf !== undefined && leaf.path !== '*' && !leaf.path?.endsWith('/*');
    },
    [routes],
  );
}
