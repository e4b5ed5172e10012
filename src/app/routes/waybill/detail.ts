/** A waybill read in full: details, contract, agreements, trail, and the two map screens (§2.4, §2.6). Flags are stated in each route's meta only. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

const detail = () => import('@/features/waybill/list/screens/waybill-detail-screen');
const agreement = () => import('@/features/waybill/list/screens/waybill-agreement-screen');

export const waybillDetailRoutes: readonly ScreenRoute[] = [
  {
    path: paths.waybillSearch.pattern,
    meta: { title: '搜索运单', isNav: true, deepth: 2 },
    load: () => import('@/features/waybill/list/screens/waybill-search-screen'),
  },
  {
    path: paths.waybillDetailWhole.pattern,
    meta: { title: '整车运单详情', isNav: true, deepth: 2, hasFooter: true },
    load: detail,
  },
  {
    path: paths.waybillDetailBulk.pattern,
    meta: { title: '大宗运单详情', isNav: true, deepth: 2, hasFooter: true },
    load: detail,
  },
  {
    path: paths.waybillContract.pattern,
    meta: { title: '运输合同', isNav: true, deepth: 3, hasFooter: true },
    load: () => import('@/features/waybill/list/screens/waybill-contract-screen'),
  },
  {
    path: paths.waybillAgreement.pattern,
    meta: { title: '货物运输协议', isNav: true, deepth: 3 },
    load: agreement,
  },
  {
    path: paths.waybillSupplementAgreement.pattern,
    meta: { title: '补充协议', isNav: true, deepth: 3 },
    load: agreement,
  },
  {
    path: paths.waybillTrail.pattern,
    meta: { title: '运输轨迹', isNav: true, deepth: 3 },
    load: () => import('@/features/waybill/list/screens/waybill-trail-screen'),
  },
  {
    path: paths.toLocation.pattern,
    meta: { title: '位置', isNav: true, deepth: 3, hasFooter: true },
    load: () => import('@/features/waybill/list/screens/to-location-screen'),
  },
  {
    path: paths.toGeofence.pattern,
    meta: { title: '电子围栏', isNav: true, deepth: 3, hasFooter: true },
    load: () => import('@/features/waybill/list/screens/to-geofence-screen'),
  },
];
