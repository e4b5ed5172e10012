/** The license area's screens (issue 11). Flags are stated in each route's meta only. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const licenseRoutes: readonly ScreenRoute[] = [
  {
    path: paths.license.pattern,
    meta: { title: '驾驶证信息', isNav: true, deepth: 2, isRedirectTarget: true },
    load: () => import('@/features/account/license/screens/license-screen'),
  },
  {
    path: paths.licenseCertification.pattern,
    meta: { title: '驾驶证认证', isNav: true, deepth: 3 },
    load: () => import('@/features/account/license/screens/license-certification-screen'),
  },
  {
    path: paths.addLicense.pattern,
    meta: { title: '从业资格证', isNav: true, deepth: 3 },
    load: () => import('@/features/account/license/screens/add-license-screen'),
  },
  {
    path: paths.driverVoucher2.pattern,
    meta: { anyone: true, title: '司机认证', isNav: true, deepth: 2, isRedirectTarget: true },
    load: () => import('@/features/account/license/screens/driver-voucher2-screen'),
  },
];
