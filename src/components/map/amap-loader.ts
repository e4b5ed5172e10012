/**
 * Loads the AMap JS API once: one script tag, a time limit, and after a failure the next call
 * tries again with a fresh tag (a weak signal at a loading yard must not break the map for good).
 */
import type { AMapLoader, AMapNamespace } from './amap-types';

const AMAP_SCRIPT_BASE = 'https://webapi.amap.com/maps';
const AMAP_VERSION = '2.0';
/** Driving is loaded with the map so route planning needs no second request. */
const AMAP_PLUGINS = ['AMap.Driving'];
const AMAP_TIMEOUT_MS = 15_000;

export function amapScriptUrl(key: string, plugins: readonly string[] = AMAP_PLUGINS): string {
  const query = [`v=${AMAP_VERSION}`, `key=${encodeURIComponent(key)}`];
  if (plugins.length > 0) query.push(`plugin=${plugins.map(encodeURIComponent).join(',')}`);
  return `${AMAP_SCRIPT_BASE}?${query.join('&')}`;
}

export type AMapLoadFailure = 'timeout' | 'network' | 'missing';

export class AMapLoadError extends Error {
  constructor(readonly reason: AMapLoadFailure) {
    super(`AMap failed to load: ${reason}`);
    this.name = 'AMapLoadError';
  }
}

/** What the loader needs of the page; a fake in unit tests. */
export interface ScriptHost {
  /** The global `AMap`, once the script has run. */
  amap(): AMapNamespace | undefined;
  /** Adds `<script async src>` to the page; returns a function that takes it out again. */
  inject(src: string, onLoad: () => void, onError: () => void): () => void;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const pageHost: ScriptHost = {
  amap: () => (window as Window & { AMap?: AMapNamespace }).AMap,
  inject(src, onLoad, onError) {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = onLoad;
    script.onerror = onError;
    document.head.appendChild(script);
    return () => script.remove();
  },
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

export interface AMapLoaderOptions {
  key: string;
  timeoutMs?: number;
  host?: ScriptHost;
}

export function createAMapLoader({
  key,
  timeoutMs = AMAP_TIMEOUT_MS,
  host = pageHost,
}: AMapLoaderOptions): AMapLoader {
  let pending: Promise<AMapNamespace> | null = null;

  const attempt = () =>
    new Promise<AMapNamespace>((resolve, reject) => {
      const present = host.amap();
      if (present) {
        resolve(present);
        return;
      }
      let settled = false;
      let remove = () => {};
      const settle = (failure: AMapLoadFailure | null) => {
        if (settled) return;
        settled = true;
        host.clearTimeout(timer);
        const amap = failure ? undefined : host.amap();
        if (amap) {
          resolve(amap);
          return;
        }
        remove();
        reject(new AMapLoadError(failure ?? 'missing'));
      };
      const timer = host.setTimeout(() => settle('timeout'), timeoutMs);
      remove = host.inject(
        amapScriptUrl(key),
        () => settle(null),
        () => settle('network'),
      );
    });

  return () => {
    pending ??= attempt().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
