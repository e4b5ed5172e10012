/**
 * The supply area's plaza and enterprise screens (issue 12). Flags are stated in each route's meta
 * only: /supply is the kept-alive Plaza tab, an enterprise's page is public (shared links).
 */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const supplyRoutes: readonly ScreenRoute[] = [
  {
    path: paths.supply.pattern,
    meta: {
      title: '货源广场',
      hasTabBar: true,
      isKeepAlive: true,
      tab: 'supply',
      deepth: 1,
      isRedirectTarget: true,
    },
    load: () => import('@/features/supply/plaza/screens/plaza-screen'),
  },
  {
    path: paths.supplyEnterpriseIndex.pattern,
    meta: { title: '企业货源', isNav: true, deepth: 2 },
    load: () => import('@/features/supply/plaza/screens/enterprise-index-screen'),
  },
  {
    path: paths.supplyEnterprise.pattern,
    meta: { title: '企业货源', isNav: true, deepth: 3, anyone: true },
    load: () => import('@/features/supply/plaza/screens/enterprise-screen'),
  },
];
