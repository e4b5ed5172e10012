/**
 * The source detail screens (issue 12 item 2). The enterprise pages are public (§2.2): one screen
 * module serves both, picking bulk or whole from the matched path.
 */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

const enterpriseDetail = () =>
  import('@/features/supply/details/screens/enterprise-source-detail-screen');

export const supplyDetailRoutes: readonly ScreenRoute[] = [
  {
    path: paths.supplyDetails.pattern,
    meta: { title: '货源详情', isNav: true, deepth: 2, hasFooter: true },
    load: () => import('@/features/supply/details/screens/bulk-detail-screen'),
  },
  {
    path: paths.supplyWholeDetail.pattern,
    meta: { title: '整车货源详情', isNav: true, deepth: 2, hasFooter: true },
    load: () => import('@/features/supply/details/screens/whole-detail-screen'),
  },
  {
    path: paths.supplyEnterpriseDetails.pattern,
    meta: { title: '货源详情', isNav: true, deepth: 3, hasFooter: true, anyone: true },
    load: enterpriseDetail,
  },
  {
    path: paths.supplyEnterpriseWholeDetail.pattern,
    meta: { title: '整车货源详情', isNav: true, deepth: 3, hasFooter: true, anyone: true },
    load: enterpriseDetail,
  },
];
