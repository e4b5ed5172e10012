/** The trip: departure, arrival, receipt (§2.4). Flags are stated in each route's meta only. */
import type { ScreenRoute } from '../routing/screen-route';

export const waybillTripRoutes: readonly ScreenRoute[] = [];
