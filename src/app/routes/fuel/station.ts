/** Fuel station screens (§2.3 /i/fuel-station). Flags are stated in each route's meta only. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const fuelStationRoutes: readonly ScreenRoute[] = [
  {
    path: paths.fuelStationList.pattern,
    meta: { title: '油站列表', isNav: true, deepth: 2 },
    load: () => import('@/features/fuel/station/screens/fuel-station-list-screen'),
  },
  {
    path: paths.fuelStationDetail.pattern,
    meta: { title: '油站详情', isNav: true, isBgw: true, deepth: 3 },
    load: () => import('@/features/fuel/station/screens/fuel-station-detail-screen'),
  },
  {
    path: paths.fuelStationSignIn.pattern,
    meta: { title: '到站签到', isNav: true, isBgw: true, deepth: 4 },
    load: () => import('@/features/fuel/station/screens/fuel-station-sign-in-screen'),
  },
  {
    path: paths.fuelStationPayment.pattern,
    meta: { title: '加油', isNav: true, isBgw: true, deepth: 5 },
    load: () => import('@/features/fuel/station/screens/fuel-station-payment-screen'),
  },
  {
    path: paths.fuelStationVerificationCode.pattern,
    meta: { title: '确认支付', isNav: true, isBgw: true, deepth: 6 },
    load: () => import('@/features/fuel/station/screens/fuel-station-verification-code-screen'),
  },
];
