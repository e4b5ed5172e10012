/** The driver's car captain (fleet leader): the captain entry of the Me information grid (§2.3). */
import { appPath } from '../path-builder';

export const captainPaths = {
  captain: appPath('/i/captain'),
} as const;
