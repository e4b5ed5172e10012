/** The wallet: balance, records, information fees, the labour-invoicing guide (§2.3). Flags are stated in each route's meta only. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const walletRoutes: readonly ScreenRoute[] = [
  {
    path: paths.walletBalance.pattern,
    meta: { title: '我的钱包', isNav: true, deepth: 2 },
    load: () => import('@/features/money/wallet/screens/account-balance-screen'),
  },
  {
    path: paths.walletInfoFeeRecord.pattern,
    meta: { title: '信息费记录', isNav: true, deepth: 3 },
    load: () => import('@/features/money/wallet/screens/infofee-record-screen'),
  },
  {
    path: paths.walletCustomWeb.pattern,
    meta: { title: '劳务开票指引', isNav: true, deepth: 3 },
    load: () => import('@/features/money/wallet/screens/custom-web-screen'),
  },
];
