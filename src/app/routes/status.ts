/** The shell's own status screens (§2.6): no permission, and the catch-all 404. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../routing/screen-route';

export const statusRoutes: readonly ScreenRoute[] = [
  {
    path: paths.unauthorized.pattern,
    meta: { title: '暂无权限', isNav: true, isBgw: true, deepth: 2 },
    load: () => import('../screens/unauthorized-screen'),
  },
];

/** The catch-all: needs login like every unlisted path (§2.2). */
export const notFoundRoute: ScreenRoute = {
  path: '*',
  meta: { title: '页面不存在', isNav: true, isBgw: true, deepth: 2 },
  load: () => import('../screens/not-found-screen'),
};
