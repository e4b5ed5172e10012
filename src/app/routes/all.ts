/**
 * Every screen of this build, area by area (§2). A route is listed only when its screen is real; a
 * new area adds its module here and states its flags in its own meta — nothing else to edit.
 */
import type { ScreenRoute } from '../routing/screen-route';
import { aboutRoutes } from './about';
import { authRoutes } from './auth';
import { homeRoutes } from './home';
import { meRoutes } from './me';
import { profileRoutes } from './profile';
import { messageRoutes } from './message';
import { identityRoutes } from './identity';
import { licenseRoutes } from './license';
import { captainRoutes } from './captain';
import { vehicleRoutes } from './vehicle';
import { supplyRoutes } from './supply';
import { supplyDetailRoutes } from './supply-detail';
import { supplyGrabRoutes } from './supply-grab';
import { eContractRoutes } from './e-contract';
import { privacyRoutes } from './privacy';
import { statusRoutes } from './status';
import { waybillRoutes } from './waybill';
import { waybillDetailRoutes } from './waybill-detail';
import { waybillTripRoutes } from './waybill-trip';
import { waybillAfterSalesRoutes } from './waybill-after-sales';
import { waybillChangesRoutes } from './waybill-changes';
import { freightChangeRoutes } from './freight-change';
import { walletRoutes } from './wallet';
import { withdrawRoutes } from './withdraw';
import { entrustRoutes } from './entrust';
import { bankRoutes } from './bank';
import { collectionAccountRoutes } from './collection-account';
import { fuelBalanceRoutes } from './fuel-balance';
import { fuelStationRoutes } from './fuel-station';
import { customerServiceRoutes } from './customer-service';

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
