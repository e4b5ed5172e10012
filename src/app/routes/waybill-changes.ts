/** Freight changes, return trips, photo repair and captain change (§2.4). Flags are stated in each route's meta only. */
import type { ScreenRoute } from '../routing/screen-route';

export const waybillChangesRoutes: readonly ScreenRoute[] = [];
