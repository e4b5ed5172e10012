/** 在线客服 (§2.1, §2.6): the vendor's chat widget, loaded only on this screen. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const customerServiceRoutes: readonly ScreenRoute[] = [
  {
    path: paths.customerService.pattern,
    meta: { title: '在线客服', isNav: true, deepth: 2, noServiceButton: true },
    load: () => import('@/features/home/customer-service/screens/customer-service-screen'),
  },
];
