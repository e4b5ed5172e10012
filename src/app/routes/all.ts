/**
 * Every screen of this build, area by area (§2). A route is listed only when its screen is real; a
 * new area adds its module here and states its flags in its own meta — nothing else to edit.
 */
import type { ScreenRoute } from '../routing/screen-route';
import { aboutRoutes } from './me/about';
import { authRoutes } from './account/auth';
import { homeRoutes } from './home/dashboard';
import { meRoutes } from './me/center';
import { profileRoutes } from './account/profile';
import { messageRoutes } from './me/messages';
import { identityRoutes } from './account/identity';
import { licenseRoutes } from './account/license';
import { captainRoutes } from './account/captain';
import { vehicleRoutes } from './account/vehicle';
import { supplyRoutes } from './supply/plaza';
import { supplyDetailRoutes } from './supply/details';
import { supplyGrabRoutes } from './supply/grab';
import { eContractRoutes } from './supply/e-contract';
import { privacyRoutes } from './me/privacy';
import { statusRoutes } from './status';
import { waybillRoutes } from './waybill/list';
import { waybillDetailRoutes } from './waybill/detail';
import { waybillTripRoutes } from './waybill/trip';
import { waybillAfterSalesRoutes } from './waybill/after-sales';
import { waybillChangesRoutes } from './waybill/changes';
import { freightChangeRoutes } from './waybill/freight-change';
import { walletRoutes } from './money/wallet';
import { withdrawRoutes } from './money/withdraw';
import { entrustRoutes } from './money/entrust';
import { bankRoutes } from './money/bank-card';
import { collectionAccountRoutes } from './money/collection-account';
import { fuelBalanceRoutes } from './fuel/balance';
import { fuelStationRoutes } from './fuel/station';
import { customerServiceRoutes } from './home/customer-service';

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  ...homeRoutes,
  ...authRoutes,
  ...aboutRoutes,
  ...meRoutes,
  ...profileRoutes,
  ...messageRoutes,
  ...identityRoutes,
  ...licenseRoutes,
  ...captainRoutes,
  ...vehicleRoutes,
  ...supplyRoutes,
  ...supplyDetailRoutes,
  ...supplyGrabRoutes,
  ...eContractRoutes,
  ...privacyRoutes,
  ...waybillRoutes,
  ...waybillDetailRoutes,
  ...waybillTripRoutes,
  ...waybillAfterSalesRoutes,
  ...waybillChangesRoutes,
  ...freightChangeRoutes,
  ...walletRoutes,
  ...withdrawRoutes,
  ...entrustRoutes,
  ...bankRoutes,
  ...collectionAccountRoutes,
  ...fuelBalanceRoutes,
  ...fuelStationRoutes,
  ...customerServiceRoutes,
  ...statusRoutes,
];
