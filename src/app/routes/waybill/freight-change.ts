/** Freight changes (运费变更): the list, search, the two details and the disagreement (§2.4). Flags are stated in each route's meta only. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const freightChangeRoutes: readonly ScreenRoute[] = [
  {
    path: paths.freightChangeList.pattern,
    meta: { title: '运费变更', isNav: true, deepth: 2 },
    load: () => import('@/features/waybill/freight-change/screens/freight-change-list-screen'),
  },
  {
    path: paths.freightChangeSearch.pattern,
    meta: { title: '搜索运费变更', isNav: true, deepth: 3 },
    load: () => import('@/features/waybill/freight-change/screens/freight-change-search-screen'),
  },
  {
    path: paths.freightChangeDetails.pattern,
    meta: { title: '运费变更详情', isNav: true, deepth: 3 },
    load: () => import('@/features/waybill/freight-change/screens/freight-change-details-screen'),
  },
  {
    path: paths.freightChangeBulkDetails.pattern,
    meta: { title: '大宗运费变更详情', isNav: true, deepth: 3 },
    load: () =>
      import('@/features/waybill/freight-change/screens/freight-change-dazong-details-screen'),
  },
  {
    path: paths.freightChangeDisagree.pattern,
    meta: { title: '不同意运费变更', isNav: true, isBgw: true, deepth: 4 },
    load: () => import('@/features/waybill/freight-change/screens/freight-change-disagree-screen'),
  },
];
