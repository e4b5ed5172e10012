/** After-sales: complaints, freight changes, evaluation, cancellation, return trips, abnormal events, photo repair, captain change (§2.4). Flags are stated in each route's meta only. */
import type { ScreenRoute } from '../routing/screen-route';

export const waybillAfterSalesRoutes: readonly ScreenRoute[] = [];
