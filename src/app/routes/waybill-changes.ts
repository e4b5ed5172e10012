/** Return trips, photo repair, captain change and the payee account (§2.4). Flags are stated in each route's meta only. */
import type { ScreenRoute } from '../routing/screen-route';

export const waybillChangesRoutes: readonly ScreenRoute[] = [];
