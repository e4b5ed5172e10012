/** The captain's collection accounts (§2.6 /collectionaccount/*). Flags are stated in each route's meta only. */
import type { ScreenRoute } from '../routing/screen-route';

export const collectionAccountRoutes: readonly ScreenRoute[] = [];
