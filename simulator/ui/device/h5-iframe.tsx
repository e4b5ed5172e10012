/**
 * The H5 in a same-origin iframe. The server gives iframe documents a bootstrap that calls
 * `parent.__driverSim.attach(window)` before the H5's scripts run, as a native app injects its bridge.
 */
import { useEffect, useRef } from 'react';
import { h5, type H5View } from '../core/h5-controller';
import styles from './device-frame.module.css';

type Navigation = EventTarget & { currentEntry?: { url?: string | null } | null };

function pathOf(win: Window | null): string | null {
  try {
    if (!win) return null;
    const { pathname, search, hash } = win.location;
    return pathname + search + hash;
  } catch {
    return null; // a cross-origin page (e.g. the face provider on another host)
  }
}

/** In-document moves (pushState, popstate): the Navigation API where present, else a slow poll. */
function watchPath(win: Window, onPath: (path: string) => void): () => void {
  const report = () => {
    const path = pathOf(win);
    if (path) onPath(path);
  };
  const navigation = (win as Window & { navigation?: Navigation }).navigation;
  if (navigation) {
    navigation.addEventListener('currententrychange', report);
    return () => navigation.removeEventListener('currententrychange', report);
  }
  const timer = setInterval(report, 500);
  return () => clearInterval(timer);
}

export function H5Iframe({ initialPath, title }: { initialPath: string; title: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const unwatch = useRef<() => void>(() => {});

  useEffect(() => {
    const win = () => ref.current?.contentWindow ?? null;
    const view: H5View = {
      reload: () => win()?.location.reload(),
      navigate: (path) => win()?.location.assign(path),
      back: () => win()?.history.back(),
      path: () => pathOf(win()) ?? '',
    };
    h5.bind(view);
    return () => {
      h5.bind(null);
      unwatch.current();
    };
  }, []);

  const onLoad = () => {
    unwatch.current();
    const win = ref.current?.contentWindow;
    if (win) unwatch.current = watchPath(win, h5.moved);
    h5.loaded();
  };

  return (
    <iframe
      ref={ref}
      className={styles.view}
      src={initialPath}
      title={title}
      onLoad={onLoad}
      allow="clipboard-write; geolocation"
    />
  );
}
