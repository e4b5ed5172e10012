/** The profile area's screens (issue 11). Flags are stated in each route's meta only. */
import { paths } from '@/lib/routing/paths';
import type { RouteMeta } from '@/lib/routing/route-meta';
import type { ScreenRoute } from '../../routing/screen-route';

// The four change-phone steps share one look: white, one level below the homepage.
const step: RouteMeta = { title: '更换手机号', isNav: true, isBgw: true, deepth: 4 };

export const profileRoutes: readonly ScreenRoute[] = [
  {
    path: paths.personalHome.pattern,
    // Partner pages are opened by the native side through /auth/redirect.
    meta: { title: '个人主页', isNav: true, deepth: 3, isRedirectTarget: true },
    load: () => import('@/features/account/profile/screens/personal-home-screen'),
  },
  {
    path: paths.confirmOldPhone.pattern,
    meta: step,
    load: () => import('@/features/account/profile/screens/confirm-old-phone-screen'),
  },
  {
    path: paths.oldPhoneCode.pattern,
    meta: step,
    load: () => import('@/features/account/profile/screens/old-phone-code-screen'),
  },
  {
    path: paths.enterNewPhone.pattern,
    meta: step,
    load: () => import('@/features/account/profile/screens/enter-new-phone-screen'),
  },
  {
    path: paths.confirmNewPhone.pattern,
    meta: step,
    load: () => import('@/features/account/profile/screens/confirm-new-phone-screen'),
  },
];
