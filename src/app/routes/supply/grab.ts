/** Grabbing a source (§2.5, issue 12 item 3): the gates, the vehicle, the quantity, the agreement. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const supplyGrabRoutes: readonly ScreenRoute[] = [
  {
    path: paths.orderTaking.pattern,
    meta: { title: '接单条件', isNav: true, deepth: 3 },
    load: () => import('@/features/supply/grab/screens/order-taking-screen'),
  },
  {
    path: paths.carryInfoVehicle.pattern,
    meta: { title: '选择车辆', isNav: true, deepth: 4 },
    load: () => import('@/features/supply/grab/screens/carry-info-vehicle-screen'),
  },
  {
    path: paths.carryInfoModular.pattern,
    meta: { title: '装货数量', isNav: true, deepth: 5 },
    load: () => import('@/features/supply/grab/screens/carry-info-modular-screen'),
  },
  {
    path: paths.goodsAgreement.pattern,
    meta: { title: '货物运输协议', isNav: true, deepth: 6 },
    load: () => import('@/features/supply/grab/screens/goods-agreement-screen'),
  },
];
