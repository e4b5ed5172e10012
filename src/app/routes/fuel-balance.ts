/** Fuel balance screens (§2.3 /i/fuel-balance). Flags are stated in each route's meta only. */
import type { ScreenRoute } from '../routing/screen-route';

export const fuelBalanceRoutes: readonly ScreenRoute[] = [];
