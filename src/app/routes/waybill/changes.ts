/** Return trips, photo repair, captain change and the payee account (§2.4). Flags are stated in each route's meta only. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const waybillChangesRoutes: readonly ScreenRoute[] = [
  {
    path: paths.returnTripList.pattern,
    meta: { title: '回程列表', isNav: true, deepth: 2 },
    load: () => import('@/features/waybill/changes/screens/return-trip-list-screen'),
  },
  {
    path: paths.returnTripAdd.pattern,
    meta: { title: '发布回程', isNav: true, isBgw: true, deepth: 3 },
    load: () => import('@/features/waybill/changes/screens/return-trip-add-screen'),
  },
  {
    path: paths.waybillRepairCard.pattern,
    meta: { title: '照片补传', isNav: true, isBgw: true, deepth: 3 },
    load: () => import('@/features/waybill/changes/screens/repair-card-screen'),
  },
  {
    path: paths.waybillChangeCard.pattern,
    meta: { title: '更换车队长', isNav: true, isBgw: true, deepth: 3 },
    load: () => import('@/features/waybill/changes/screens/change-card-screen'),
  },
];
