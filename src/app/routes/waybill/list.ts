/** The waybill area's screens (§2.4). Flags are stated in each route's meta only. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const waybillRoutes: readonly ScreenRoute[] = [
  {
    path: paths.waybill.pattern,
    meta: {
      title: '运单',
      hasTabBar: true,
      isKeepAlive: true,
      tab: 'waybill',
      deepth: 1,
      isRedirectTarget: true,
    },
    load: () => import('@/features/waybill/list/screens/waybill-list-screen'),
  },
];
