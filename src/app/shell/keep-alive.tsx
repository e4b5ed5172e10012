/**
 * Keeps screens whose meta says isKeepAlive mounted but hidden (React `<Activity>`) when the driver
 * navigates away, so lists keep their data, scroll and inputs (§2.1: Plaza, Waybill, Me). Cached
 * screens are keyed by pathname; the CACHE_CLEAR_RULES transitions and `clearKeepAlive()` drop them.
 */
import { Activity, type ReactNode, useState, useSyncExternalStore } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { CACHE_CLEAR_RULES, type CacheClearRule, shouldClearCache } from '../routing/cache-rules';

let generation = 0;
const listeners = new Set<() => void>();

/** Drops every kept-alive screen; the visible one remounts fresh. */
export function clearKeepAlive(): void {
  generation += 1;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readGeneration = () => generation;

interface CacheState {
  pathname: string;
  generation: number;
  /** Bumped by a clearing transition, so even the visible screen gets a new key. */
  epoch: number;
  screens: ReadonlyMap<string, ReactNode>;
}

export interface KeepAliveOutletProps {
  /** The current route's meta.isKeepAlive. */
  keepAlive: boolean;
  rules?: readonly CacheClearRule[];
}

export function KeepAliveOutlet({ keepAlive, rules = CACHE_CLEAR_RULES }: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const external = useSyncExternalStore(subscribe, readGeneration, readGeneration);
  const [cache, setCache] = useState<CacheState>(() => ({
    pathname,
    generation: external,
    epoch: 0,
    screens: new Map(),
  }));

  // Derived during render (not in an effect) so a clearing transition never shows a stale screen.
  let next = cache;
  if (next.generation !== external) {
    next = { ...next, generation: external, screens: new Map() };
  }
  if (next.pathname !== pathname) {
    const clear = shouldClearCache(next.pathname, pathname, rules);
    next = clear
      ? { ...next, pathname, epoch: next.epoch + 1, screens: new Map() }
      : { ...next, pathname };
  }
  if (keepAlive && next.screens.get(pathname) !== outlet) {
    next = { ...next, screens: new Map(next.screens).set(pathname, outlet) };
  }
  if (next !== cache) setCache(next);

  const keys = [...next.screens.keys()];
  if (!next.screens.has(pathname)) keys.push(pathname);
  const prefix = `${next.generation}.${next.epoch}:`;
  return keys.map((key) => (
    <Activity key={prefix + key} mode={key === pathname ? 'visible' : 'hidden'}>
      {key === pathname ? outlet : next.screens.get(key)}
    </Activity>
  ));
}
