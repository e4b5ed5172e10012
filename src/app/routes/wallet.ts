/** The wallet: balance, records, information fees, the labour-invoicing guide (§2.3). Flags are stated in each route's meta only. */
import type { ScreenRoute } from '../routing/screen-route';

export const walletRoutes: readonly ScreenRoute[] = [];
