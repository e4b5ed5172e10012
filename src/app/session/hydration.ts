/** The prerendered screens and shells as the app takes them over (scripts/prerender.mjs). */
import { useSyncExternalStore } from 'react';

/**
 * A prerendered screen or a tab's shell arrives `inert` (scripts/prerender.mjs): the driver sees it at once but cannot
 * type into a form whose handlers are not attached yet, so nothing typed is lost and no native form
 * submit reloads the page. The shell's first effect — after hydration commits — makes it live.
 */
export function markInteractive(): void {
  const root = document.getElementById('root');
  if (!root?.hasAttribute('data-prerendered') && !root?.hasAttribute('data-shell')) return;
  root.removeAttribute('inert');
  root.dataset.hydrated = 'true';
}

const noSubscription = () => () => {};

/**
 * False while React hydrates a prerendered screen, true from the render after it (and at once in a
 * root that is not hydrating). The prerendered HTML is the logged-out app (scripts/prerender.mjs
 * renders without storage): what only a logged-in driver sees — the floating customer-service
 * button — waits for it, or a driver opening /login while logged in would get a different first
 * render than the HTML (React's hydration error #418) and the whole screen rendered again.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
