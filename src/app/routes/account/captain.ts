/** The captain area's screens (issue 11). Flags are stated in each route's meta only. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const captainRoutes: readonly ScreenRoute[] = [
  {
    path: paths.captain.pattern,
    meta: { title: '我的车队长', isNav: true, deepth: 2 },
    load: () => import('@/features/account/captain/screens/captain-screen'),
  },
];
