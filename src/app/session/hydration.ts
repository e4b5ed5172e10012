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
