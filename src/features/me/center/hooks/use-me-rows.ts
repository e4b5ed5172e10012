/**
 * Menu rows shared by Me and settings whose destination may not be in this build yet: such a row
 * shows its label with 即将开放 and no action (never a dead link).
 */
import type { MenuItem } from '@/components/menu-list';
import { useIsAppRoute } from '@/hooks/use-app-routes';
import { meMessages } from '../messages';

export function useRouteRow(): (item: MenuItem & { to: string }) => MenuItem {
  const isAppRoute = useIsAppRoute();
  return (item) => {
    if (isAppRoute(item.to)) return item;
    const { to: _unavailable, ...rest } = item;
    return { ...rest, unavailable: meMessages.comingSoon };
  };
}
