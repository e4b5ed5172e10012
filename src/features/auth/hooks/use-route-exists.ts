import { useContext } from 'react';
import { matchRoutes, UNSAFE_DataRouterContext } from 'react-router-dom';

/**
 * Whether the app registers a screen at a path. The app registers only real screens (routes of later
 * issues are absent), and a feature may not import the route table, so it asks the data router.
 * The catch-all 404 route does not count.
 */
export function useIsAppRoute(): (path: string) => boolean {
  const routes = useContext(UNSAFE_DataRouterContext)?.router.routes;
  return (path: string) => {
    if (!routes) return false;
    const leaf = matchRoutes(routes, path)?.at(-1)?.route;
    return leaf !== undefined && leaf.path !== '*' && !leaf.path?.endsWith('/*');
  };
}

export function useRouteExists(path: string): boolean {
  return useIsAppRoute()(path);
}
