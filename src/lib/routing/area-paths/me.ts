/**
 * Me tab (§2.3): the tab root, settings, and the destinations of its tool grids whose screens later
 * issues build (a grid entry is shown disabled while the route table has no screen at its path).
 */
import { appPath } from '../path-builder';

export const mePaths = {
  me: appPath('/i'),
  setup: appPath('/i/setup'),
} as const;
