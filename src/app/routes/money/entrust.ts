/** Entrusted income (bill delegate income): add, details, success, the list (§2.3). Flags are stated in each route's meta only. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const entrustRoutes: readonly ScreenRoute[] = [
  {
    path: paths.entrustList.pattern,
    meta: { title: '委托收款记录', isNav: true, deepth: 3 },
    load: () => import('@/features/money/entrust/screens/entrust-list-screen'),
  },
  {
    path: paths.entrustAdd.pattern,
    meta: { title: '委托收款', isNav: true, isBgw: true, deepth: 4 },
    load: () => import('@/features/money/entrust/screens/entrust-add-screen'),
  },
  {
    path: paths.entrustSuccess.pattern,
    meta: { title: '委托已提交', isNav: true, deepth: 5 },
    load: () => import('@/features/money/entrust/screens/entrust-success-screen'),
  },
  {
    path: paths.entrustDetails.pattern,
    meta: { title: '委托详情', isNav: true, deepth: 4 },
    load: () => import('@/features/money/entrust/screens/entrust-details-screen'),
  },
];
