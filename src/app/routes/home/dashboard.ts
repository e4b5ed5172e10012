/** Home tab (§2.6): the home screen and the scanner the scan tab opens. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const homeRoutes: readonly ScreenRoute[] = [
  {
    path: paths.home.pattern,
    meta: { title: '首页', hasTabBar: true, deepth: 1, tab: 'home', isRedirectTarget: true },
    load: () => import('@/features/home/dashboard/screens/home-screen'),
  },
  {
    path: paths.qrcode.pattern,
    meta: { title: '扫一扫', isNav: true, isBgw: true, deepth: 2 },
    load: () => import('@/features/home/dashboard/screens/qrcode-screen'),
  },
];
