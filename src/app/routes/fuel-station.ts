/** Fuel station screens (§2.3 /i/fuel-station). Flags are stated in each route's meta only. */
import type { ScreenRoute } from '../routing/screen-route';

export const fuelStationRoutes: readonly ScreenRoute[] = [];
