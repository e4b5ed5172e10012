/** The captain area's screens (issue 11). Flags are stated in each route's meta only. */
import type { ScreenRoute } from '../routing/screen-route';

export const captainRoutes: readonly ScreenRoute[] = [];
