/**
 * The route table (data router): the shell at the root, the guard as its loader, and every screen
 * lazy-loaded with one retry. Stories render this same table in a memory router.
 */
import type { RouteObject } from 'react-router-dom';
import { AppLoading } from '../shell/app-loading';
import { AppShell } from '../shell/app-shell';
import { guardLoader, guardShouldRevalidate } from './guard';
import { lazyScreen } from './route-lazy';
import type { RouteHandle } from '@/lib/routing/route-meta';
import { RouteErrorScreen } from '../screens/route-error-screen';
import { notFoundRoute } from '../routes/status';
import { SCREEN_ROUTES } from '../routes/all';
import type { ScreenRoute } from './screen-route';

function toRouteObject({ path, meta, load }: ScreenRoute): RouteObject {
  const handle: RouteHandle = { meta };
  return { path, handle, lazy: lazyScreen(load), errorElement: <RouteErrorScreen /> };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppShell />,
    loader: guardLoader,
    shouldRevalidate: guardShouldRevalidate,
    HydrateFallback: AppLoading,
    errorElement: <RouteErrorScreen />,
    children: [...SCREEN_ROUTES, notFoundRoute].map(toRouteObject),
  },
];
