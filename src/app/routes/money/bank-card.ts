/** The driver's bank cards (§2.3 /i/bank/*). Flags are stated in each route's meta only. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const bankRoutes: readonly ScreenRoute[] = [
  {
    path: paths.bankList.pattern,
    meta: { title: '我的银行卡', isNav: true, deepth: 2 },
    load: () => import('@/features/money/bank-card/screens/bank-list-screen'),
  },
  {
    path: paths.bankDetail.pattern,
    meta: { title: '银行卡详情', isNav: true, deepth: 3 },
    load: () => import('@/features/money/bank-card/screens/bank-detail-screen'),
  },
  {
    path: paths.bankAdd.pattern,
    meta: { title: '添加银行卡', isNav: true, isBgw: true, deepth: 3 },
    load: () => import('@/features/money/bank-card/screens/bank-add-screen'),
  },
  {
    path: paths.bankInfo.pattern,
    meta: { title: '核对银行卡信息', isNav: true, deepth: 4 },
    load: () => import('@/features/money/bank-card/screens/bank-info-screen'),
  },
  {
    path: paths.bankContract.pattern,
    meta: { title: '银行卡绑定协议', isNav: true, isBgw: true, deepth: 5 },
    load: () => import('@/features/money/bank-card/screens/bank-contract-screen'),
  },
  {
    path: paths.bankCheckReserveNumber.pattern,
    meta: { title: '验证预留手机号', isNav: true, isBgw: true, deepth: 6 },
    load: () => import('@/features/money/bank-card/screens/bank-check-reserve-number-screen'),
  },
  {
    path: paths.bankCheckPassword.pattern,
    meta: { title: '验证登录密码', isNav: true, isBgw: true, deepth: 4 },
    load: () => import('@/features/money/bank-card/screens/bank-check-password-screen'),
  },
  {
    path: paths.bankCheckEntrustNumber.pattern,
    meta: { title: '受托账户校验', isNav: true, isBgw: true, deepth: 3 },
    load: () => import('@/features/money/bank-card/screens/bank-check-entrust-number-screen'),
  },
];
