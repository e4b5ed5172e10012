import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useWaybillOutboxSession } from './use-outbox-session';
import { useSession } from '@/stores/session';
import { markInteractive } from './hydration';
import { wireHttp } from './http-wiring';

/**
 * Points the HTTP hooks at this router (the app's, or a story's memory router) and keeps the
 * token fresh while a driver is logged in.
 */
export function useShellWiring(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);

  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  // Before the screens' own effects start their requests.
  useLayoutEffect(() => {
    wireHttp({
      navigate: (to, options) => void navigate(to, options),
      pathname: () => pathnameRef.current,
    });
  }, [navigate]);

  useEffect(markInteractive, []);

  const loggedIn = useSession((s) => s.loginInfo !== null && s.isLoggedIn());
  useEffect(() => {
    if (!loggedIn) return undefined;
    // The refresh timer needs the HTTP client: load it only once somebody is logged in.
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('@/lib/http/refresh').then(({ startProactiveRefresh }) => {
      if (!cancelled) stop = startProactiveRefresh();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [loggedIn]);

  useQueryCachePerDriver();
  useWaybillOutboxSession();
}

/** Another driver logging in on this phone never sees the previous driver's cached data. */
function useQueryCachePerDriver(): void {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.loginInfo?.appUserId ?? null);
  const lastUserId = useRef(userId);
  useEffect(() => {
    if (userId === null) return;
    if (lastUserId.current !== null && lastUserId.current !== userId) queryClient.removeQueries();
    lastUserId.current = userId;
  }, [userId, queryClient]);
}
