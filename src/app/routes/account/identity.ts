/** The identity area's screens (issue 11). Flags are stated in each route's meta only. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const identityRoutes: readonly ScreenRoute[] = [
  {
    path: paths.authAdd.pattern,
    meta: { title: '实名认证', isNav: true, isBgw: true, deepth: 3 },
    load: () => import('@/features/account/identity/screens/auth-add-screen'),
  },
  {
    path: paths.authFace.pattern,
    meta: { title: '人脸认证', isNav: true, isBgw: true, deepth: 4 },
    load: () => import('@/features/account/identity/screens/auth-face-screen'),
  },
  {
    path: paths.authDetail.pattern,
    meta: { title: '实名信息', isNav: true, deepth: 2, isRedirectTarget: true },
    load: () => import('@/features/account/identity/screens/auth-detail-screen'),
  },
  // §2.2: public, so a driver reads the steps before logging in; submitting asks to log in.
  {
    path: paths.driverVoucher.pattern,
    meta: {
      anyone: true,
      title: '司机认证',
      isNav: true,
      isBgw: true,
      deepth: 2,
      isRedirectTarget: true,
    },
    load: () => import('@/features/account/identity/screens/driver-voucher-screen'),
  },
  {
    path: paths.controllerVoucher.pattern,
    meta: {
      anyone: true,
      title: '车队长认证',
      isNav: true,
      isBgw: true,
      deepth: 2,
      isRedirectTarget: true,
    },
    load: () => import('@/features/account/identity/screens/controller-voucher-screen'),
  },
];
