/**
 * Transport contracts and their e-signature (issue 12, §2.2): all four are public, since a contract
 * opens from an SMS link without login; the screens ask for a login only where it is needed.
 */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const eContractRoutes: readonly ScreenRoute[] = [
  {
    path: paths.contractLink.pattern,
    meta: { anyone: true, title: '合同', isNav: true, isBgw: true, deepth: 2 },
    load: () => import('@/features/supply/e-contract/screens/contract-link-screen'),
  },
  {
    path: paths.contractList.pattern,
    meta: { anyone: true, title: '合同列表', isNav: true, deepth: 2, isRedirectTarget: true },
    load: () => import('@/features/supply/e-contract/screens/contract-list-screen'),
  },
  {
    path: paths.contractDetail.pattern,
    meta: { anyone: true, title: '合同详情', isNav: true, deepth: 3, isRedirectTarget: true },
    load: () => import('@/features/supply/e-contract/screens/contract-detail-screen'),
  },
  {
    path: paths.contractSignatures.pattern,
    meta: { anyone: true, title: '签署合同', isNav: true, isBgw: true, deepth: 4 },
    load: () => import('@/features/supply/e-contract/screens/contract-signatures-screen'),
  },
];
