/**
 * Every screen of this build, area by area (§2). A route is listed only when its screen is real; a
 * new area adds its module here and states its flags in its own meta — nothing else to edit.
 */
import type { ScreenRoute } from '../routing/screen-route';
import { aboutRoutes } from './about';
import { authRoutes } from './auth';
import { homeRoutes } from './home';
import { statusRoutes } from './status';

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  ...homeRoutes,
  ...authRoutes,
  ...aboutRoutes,
  ...statusRoutes,
];
