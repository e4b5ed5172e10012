/** The driver's bank cards (§2.3 /i/bank/*). Flags are stated in each route's meta only. */
import type { ScreenRoute } from '../routing/screen-route';

export const bankRoutes: readonly ScreenRoute[] = [];
