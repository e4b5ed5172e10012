/** Fuel balance screens (§2.3 /i/fuel-balance). Flags are stated in each route's meta only. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const fuelBalanceRoutes: readonly ScreenRoute[] = [
  {
    path: paths.fuelBalance.pattern,
    meta: { title: '油卡余额', isNav: true, deepth: 2 },
    load: () => import('@/features/fuel/balance/screens/fuel-balance-screen'),
  },
  {
    path: paths.fuelBalanceDetail.pattern,
    meta: { title: '收支明细', isNav: true, deepth: 3 },
    load: () => import('@/features/fuel/balance/screens/balance-detail-screen'),
  },
  {
    path: paths.fuelExpenseDetail.pattern,
    meta: { title: '账单详情', isNav: true, deepth: 4 },
    load: () => import('@/features/fuel/balance/screens/expense-detail-screen'),
  },
  {
    path: paths.fuelOrderList.pattern,
    meta: { title: '加油订单', isNav: true, deepth: 3 },
    load: () => import('@/features/fuel/balance/screens/order-list-screen'),
  },
  {
    path: paths.fuelOrderDetail.pattern,
    meta: { title: '订单详情', isNav: true, deepth: 4 },
    load: () => import('@/features/fuel/balance/screens/order-detail-screen'),
  },
];
