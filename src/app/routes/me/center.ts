/** The me area's screens (issue 11): the Me tab and settings. Flags are stated in each route's meta only. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const meRoutes: readonly ScreenRoute[] = [
  {
    path: paths.me.pattern,
    meta: {
      title: '我的',
      hasTabBar: true,
      deepth: 1,
      tab: 'me',
      isKeepAlive: true,
      isRedirectTarget: true,
    },
    load: () => import('@/features/me/center/screens/me-screen'),
  },
  {
    path: paths.setup.pattern,
    meta: { title: '设置', isNav: true, deepth: 2, isRedirectTarget: true },
    load: () => import('@/features/me/center/screens/setup-screen'),
  },
];
