/** About the app and its agreements (§2.3, §2.2): readable without login. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const aboutRoutes: readonly ScreenRoute[] = [
  {
    path: paths.aboutUs.pattern,
    meta: { anyone: true, title: '关于我们', isNav: true, deepth: 2, isRedirectTarget: true },
    load: () => import('@/features/me/about/screens/about-us-screen'),
  },
  {
    path: paths.agreement.pattern,
    meta: {
      anyone: true,
      isBgw: true,
      title: '协议详情',
      isNav: true,
      deepth: 3,
      isRedirectTarget: true,
    },
    load: () => import('@/features/me/about/screens/agreement-screen'),
  },
];
