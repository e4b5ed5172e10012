/** The privacy area's screens (issue 11). Flags are stated in each route's meta only. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const privacyRoutes: readonly ScreenRoute[] = [
  {
    path: paths.privacy.pattern,
    meta: { title: '隐私', isNav: true, deepth: 2 },
    load: () => import('@/features/me/privacy/screens/privacy-screen'),
  },
  {
    path: paths.privacyPolicy.pattern,
    meta: { title: '隐私政策', isNav: true, isBgw: true, deepth: 3 },
    load: () => import('@/features/me/privacy/screens/privacy-policy-screen'),
  },
  {
    path: paths.userService.pattern,
    meta: { title: '用户服务协议', isNav: true, isBgw: true, deepth: 3 },
    load: () => import('@/features/me/privacy/screens/user-service-screen'),
  },
  {
    path: paths.userAuth.pattern,
    meta: { title: '用户授权协议', isNav: true, isBgw: true, deepth: 3 },
    load: () => import('@/features/me/privacy/screens/user-auth-screen'),
  },
  {
    path: paths.personalInfoList.pattern,
    meta: { title: '个人信息收集清单', isNav: true, deepth: 3 },
    load: () => import('@/features/me/privacy/screens/personal-info-list-screen'),
  },
  {
    path: paths.thirdPartyList.pattern,
    meta: { title: '第三方信息共享清单', isNav: true, deepth: 3 },
    load: () => import('@/features/me/privacy/screens/third-party-list-screen'),
  },
  {
    path: paths.privacySettings.pattern,
    meta: { title: '隐私设置', isNav: true, deepth: 3 },
    load: () => import('@/features/me/privacy/screens/privacy-settings-screen'),
  },
  {
    path: paths.basicInfo.pattern,
    meta: { title: '基本信息', isNav: true, deepth: 3 },
    load: () => import('@/features/me/privacy/screens/basic-info-screen'),
  },
  {
    path: paths.serviceInfo.pattern,
    meta: { title: '服务信息', isNav: true, deepth: 3 },
    load: () => import('@/features/me/privacy/screens/service-info-screen'),
  },
  {
    path: paths.deviceInfo.pattern,
    meta: { title: '设备信息', isNav: true, deepth: 3 },
    load: () => import('@/features/me/privacy/screens/device-info-screen'),
  },
];
