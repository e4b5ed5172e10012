/** Withdrawals: choose waybills, amount and card, SMS confirmation, the applications (§2.3). Flags are stated in each route's meta only. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const withdrawRoutes: readonly ScreenRoute[] = [
  {
    path: paths.withdrawChoose.pattern,
    meta: { title: '提现', isNav: true, deepth: 3 },
    load: () => import('@/features/money/withdraw/screens/withdraw-choose-screen'),
  },
  {
    path: paths.withdrawInfo.pattern,
    meta: { title: '提现', isNav: true, deepth: 4 },
    load: () => import('@/features/money/withdraw/screens/withdraw-info-screen'),
  },
  {
    path: paths.withdrawCode.pattern,
    meta: { title: '短信验证', isNav: true, isBgw: true, deepth: 5 },
    load: () => import('@/features/money/withdraw/screens/withdraw-code-screen'),
  },
  {
    path: paths.withdrawApplySuccess.pattern,
    meta: { title: '提现申请已提交', isNav: true, deepth: 6 },
    load: () => import('@/features/money/withdraw/screens/withdraw-success-screen'),
  },
  {
    path: paths.withdrawList.pattern,
    meta: { title: '提现记录', isNav: true, deepth: 3 },
    load: () => import('@/features/money/withdraw/screens/withdraw-list-screen'),
  },
  {
    path: paths.withdrawDetails.pattern,
    meta: { title: '提现详情', isNav: true, deepth: 4 },
    load: () => import('@/features/money/withdraw/screens/withdraw-details-screen'),
  },
  {
    path: paths.withdrawIncomeList.pattern,
    meta: { title: '提现明细', isNav: true, deepth: 3 },
    load: () => import('@/features/money/withdraw/screens/withdraw-income-list-screen'),
  },
];
