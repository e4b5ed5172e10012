import type { RouteMeta } from '@/lib/routing/route-meta';
import type { ScreenModule } from './route-lazy';

/** One screen of the route table: its pattern (from the path catalogue), meta and lazy chunk. */
export interface ScreenRoute {
  path: string;
  meta: RouteMeta;
  load: () => Promise<ScreenModule>;
}
