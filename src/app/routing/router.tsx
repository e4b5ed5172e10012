import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';
import { isSameLocation } from './same-location';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * §8: a navigation to the current location is ignored, whoever asks for it (links, screens of any
 * feature), instead of adding a duplicate history entry.
 */
function ignoreDuplicateNavigation(router: AppRouter): AppRouter {
  const navigate = router.navigate.bind(router);
  router.navigate = ((
    to: Parameters<AppRouter['navigate']>[0],
    options?: Parameters<AppRouter['navigate']>[1],
  ) => {
    if (typeof to === 'number') return navigate(to);
    if (
      to !== null &&
      isSameLocation(router.state.location, to) &&
      router.state.navigation.state === 'idle'
    ) {
      return Promise.resolve();
    }
    return navigate(to, options);
  }) as AppRouter['navigate'];
  return router;
}

export function createAppRouter(): AppRouter {
  return ignoreDuplicateNavigation(createBrowserRouter(routes));
}
