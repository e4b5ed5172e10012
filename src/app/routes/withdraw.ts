/** Withdrawals: choose waybills, amount and card, SMS confirmation, the applications (§2.3). Flags are stated in each route's meta only. */
import type { ScreenRoute } from '../routing/screen-route';

export const withdrawRoutes: readonly ScreenRoute[] = [];
