/** The trip: departure, arrival, receipt (§2.4). Flags are stated in each route's meta only. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const waybillTripRoutes: readonly ScreenRoute[] = [
  {
    path: paths.waybillLoad.pattern,
    meta: { title: '发车', isNav: true, deepth: 3, hasFooter: true },
    load: () => import('@/features/waybill/trip/screens/load-screen'),
  },
  {
    path: paths.waybillLoadCompleted.pattern,
    meta: { title: '发车成功', isNav: true, deepth: 4 },
    load: () => import('@/features/waybill/trip/screens/load-completed-screen'),
  },
  {
    path: paths.waybillUnload.pattern,
    meta: { title: '卸货', isNav: true, deepth: 3, hasFooter: true },
    load: () => import('@/features/waybill/trip/screens/unload-screen'),
  },
  {
    path: paths.waybillUploadReceipt.pattern,
    meta: { title: '上传回单', isNav: true, deepth: 3, hasFooter: true },
    load: () => import('@/features/waybill/trip/screens/upload-receipt-screen'),
  },
  {
    path: paths.waybillReceiptSuccess.pattern,
    meta: { title: '回单已提交', isNav: true, deepth: 4 },
    load: () => import('@/features/waybill/trip/screens/receipt-success-screen'),
  },
];
