/** Entrusted income (bill delegate income): add, details, success, the list (§2.3). Flags are stated in each route's meta only. */
import type { ScreenRoute } from '../routing/screen-route';

export const entrustRoutes: readonly ScreenRoute[] = [];
