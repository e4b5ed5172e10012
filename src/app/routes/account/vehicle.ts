/**
 * The vehicle area's screens (issue 11). Flags are stated in each route's meta only. The supply
 * duplicate (§2.5) registers the same screen modules at /supply/i/car/...; the screens pick the
 * detail path of the list they were opened from.
 */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

const list = () => import('@/features/account/vehicle/screens/vehicle-list-screen');
const detail = () => import('@/features/account/vehicle/screens/vehicle-detail-screen');

export const vehicleRoutes: readonly ScreenRoute[] = [
  {
    path: paths.vehicleList.pattern,
    meta: { title: '我的车辆', isNav: true, deepth: 2, isRedirectTarget: true },
    load: list,
  },
  {
    path: paths.vehicleDetail.pattern,
    meta: { title: '车辆详情', isNav: true, deepth: 3 },
    load: detail,
  },
  {
    path: paths.carAdd.pattern,
    meta: { title: '添加车辆', isNav: true, deepth: 3, isRedirectTarget: true },
    load: () => import('@/features/account/vehicle/screens/car-add-screen'),
  },
  {
    path: paths.carAddConfirm.pattern,
    meta: { title: '确认车辆信息', isNav: true, deepth: 4 },
    load: () => import('@/features/account/vehicle/screens/car-add-confirm-screen'),
  },
  {
    path: paths.carCaptain.pattern,
    meta: { title: '车队车辆认证', isNav: true, deepth: 2, isRedirectTarget: true },
    load: () => import('@/features/account/vehicle/screens/car-captain-screen'),
  },
  {
    path: paths.carCaptain2.pattern,
    meta: { title: '车辆认证', isNav: true, deepth: 3 },
    load: () => import('@/features/account/vehicle/screens/car-captain2-screen'),
  },
  {
    path: paths.supplyVehicleList.pattern,
    meta: { title: '我的车辆', isNav: true, deepth: 3 },
    load: list,
  },
  {
    path: paths.supplyVehicleDetail.pattern,
    meta: { title: '车辆详情', isNav: true, deepth: 4 },
    load: detail,
  },
];
