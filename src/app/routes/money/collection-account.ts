/** The captain's collection accounts (§2.6 /collectionaccount/*). Flags are stated in each route's meta only. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const collectionAccountRoutes: readonly ScreenRoute[] = [
  {
    path: paths.collectionAccountList.pattern,
    meta: { title: '收款账户', isNav: true, deepth: 2 },
    load: () =>
      import('@/features/money/collection-account/screens/collection-account-list-screen'),
  },
  {
    path: paths.collectionAccountAdd.pattern,
    meta: { title: '新增收款账户', isNav: true, deepth: 3 },
    load: () => import('@/features/money/collection-account/screens/collection-account-add-screen'),
  },
  {
    path: paths.collectionAccountSearch.pattern,
    meta: { title: '搜索收款账户', isNav: true, deepth: 3 },
    load: () =>
      import('@/features/money/collection-account/screens/collection-account-search-screen'),
  },
  {
    path: paths.collectionAccountInfo.pattern,
    meta: { title: '收款账户详情', isNav: true, deepth: 3 },
    load: () =>
      import('@/features/money/collection-account/screens/collection-account-info-screen'),
  },
  {
    path: paths.collectionAccountOrderAdd.pattern,
    meta: { title: '选择收款账户', isNav: true, deepth: 4 },
    load: () =>
      import('@/features/money/collection-account/screens/collection-account-order-add-screen'),
  },
  {
    path: paths.collectionAccountSearchAdd.pattern,
    meta: { title: '搜索收款账户', isNav: true, deepth: 5 },
    load: () =>
      import('@/features/money/collection-account/screens/collection-account-search-add-screen'),
  },
];
