/**
 * Every app path a screen or the shell links to, with the query it reads (§2). Each domain's paths
 * sit in `domain-paths/<domain>.ts` (the domains of src/features and src/app/routes) and are spread
 * in here, so `paths` stays the one catalogue; only the shell's own paths are written here. A route
 * of the route table uses `.pattern`; a link uses `.to(...)`. Paths of screens that later issues
 * build are listed when something already links to them (tab bar, cache rules, the service
 * button); the route table, not this list, says which have screens.
 */
import { accountPaths } from './domain-paths/account';
import { fuelPaths } from './domain-paths/fuel';
import { homePaths } from './domain-paths/home';
import { mePaths } from './domain-paths/me';
import { moneyPaths } from './domain-paths/money';
import { supplyPaths } from './domain-paths/supply';
import { waybillPaths } from './domain-paths/waybill';
import { appPath } from './path-builder';

export const paths = {
  ...homePaths,
  ...accountPaths,
  ...mePaths,
  ...supplyPaths,
  ...waybillPaths,
  ...moneyPaths,
  ...fuelPaths,

  // The shell's own (src/app/routes/status.ts).
  unauthorized: appPath('/401'),
} as const;

export type PathName = keyof typeof paths;
