/** §7.2 driverRecord: the ledger's records, their totals and monthly statistics (the wallet builds these). */
import type { Route } from '../../router';

export const recordRoutes: Route[] = [];
