/** §7.2 refundApplicationDMC: limits, withdrawable incomes, applying and the applications (the withdraw flow builds these). */
import type { Route } from '../../router';

export const withdrawRoutes: Route[] = [];
