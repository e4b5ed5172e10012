/** Freight changes (运费变更): the list, search, the two details and the disagreement (§2.4). Flags are stated in each route's meta only. */
import type { ScreenRoute } from '../routing/screen-route';

export const freightChangeRoutes: readonly ScreenRoute[] = [];
