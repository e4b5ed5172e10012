/** A waybill read in full: details, contract, agreements, trail, and the two map screens (§2.4, §2.6). Flags are stated in each route's meta only. */
import type { ScreenRoute } from '../routing/screen-route';

export const waybillDetailRoutes: readonly ScreenRoute[] = [];
