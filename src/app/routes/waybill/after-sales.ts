/** After-sales: complaints, freight changes, evaluation, cancellation, return trips, abnormal events, photo repair, captain change (§2.4). Flags are stated in each route's meta only. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const waybillAfterSalesRoutes: readonly ScreenRoute[] = [
  {
    path: paths.complaintList.pattern,
    meta: { title: '投诉列表', isNav: true, deepth: 2 },
    load: () => import('@/features/waybill/after-sales/screens/complaint-list-screen'),
  },
  {
    path: paths.complaintAdd.pattern,
    meta: { title: '投诉', isNav: true, isBgw: true, deepth: 3 },
    load: () => import('@/features/waybill/after-sales/screens/complaint-add-screen'),
  },
  {
    path: paths.complaintUpdate.pattern,
    meta: { title: '修改投诉', isNav: true, isBgw: true, deepth: 4 },
    load: () => import('@/features/waybill/after-sales/screens/complaint-update-screen'),
  },
  {
    path: paths.complaintInfo.pattern,
    meta: { title: '投诉详情', isNav: true, deepth: 3 },
    load: () => import('@/features/waybill/after-sales/screens/complaint-info-screen'),
  },
  {
    path: paths.complaintSuccess.pattern,
    meta: { title: '投诉', isNav: true, isBgw: true, deepth: 4 },
    load: () => import('@/features/waybill/after-sales/screens/complaint-success-screen'),
  },
  {
    path: paths.waybillEvaluate.pattern,
    meta: { title: '评价', isNav: true, isBgw: true, deepth: 3 },
    load: () => import('@/features/waybill/after-sales/screens/evaluate-screen'),
  },
  {
    path: paths.waybillEvaluateSuccess.pattern,
    meta: { title: '评价', isNav: true, isBgw: true, deepth: 4 },
    load: () => import('@/features/waybill/after-sales/screens/evaluate-success-screen'),
  },
  {
    path: paths.waybillCancel.pattern,
    meta: { title: '取消运单', isNav: true, isBgw: true, deepth: 3 },
    load: () => import('@/features/waybill/after-sales/screens/cancel-screen'),
  },
  {
    path: paths.waybillAbnormal.pattern,
    meta: { title: '异常上报', isNav: true, isBgw: true, deepth: 3 },
    load: () => import('@/features/waybill/after-sales/screens/abnormal-screen'),
  },
  {
    path: paths.waybillAbnormalSuccess.pattern,
    meta: { title: '异常上报', isNav: true, isBgw: true, deepth: 4 },
    load: () => import('@/features/waybill/after-sales/screens/abnormal-success-screen'),
  },
];
