import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { showToast } from '@/components/feedback';
import { appMessages } from '../messages';
import { loadBridge } from './native-bridge';
import { metaOf } from '@/lib/routing/route-meta';
import { whenIdle } from '@/lib/scheduling/when-idle';

/** react-router keeps the history index in history.state; 0 is the first page of this visit. */
function historyIndex(): number | null {
  if (typeof window === 'undefined') return null;
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

/**
 * Starts the native services (native-services.ts) at the driver's first input, at the first request
 * (its device headers need the bridge: `deviceInfoGate`), or when the page has been quiet a while —
 * whichever comes first (`whenIdle`). The first screen never waits for the bridge's chunk, and the
 * screen is usable before any of it is fetched or run.
 */
export function useNativeWiring(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const depth = metaOf(useMatches()).deepth;
  const atRoot = useRef(false);

  useEffect(() => {
    atRoot.current = depth === 1 || location.key === 'default' || historyIndex() === 0;
  }, [depth, location.key]);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const start = async () => {
      const [bridge, { startNativeServices }] = await Promise.all([
        loadBridge(),
        import('./native-services'),
      ]);
      if (cancelled) return;
      stop = startNativeServices({
        bridge,
        queryClient,
        goBack: () => void navigate(-1),
        atRoot: () => atRoot.current,
      });
    };
    const cancel = whenIdle(() => {
      start().catch(() => showToast(appMessages.chunkLoadFailed));
    });
    return () => {
      cancelled = true;
      cancel();
      stop?.();
    };
  }, [navigate, queryClient]);
}
