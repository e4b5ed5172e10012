/**
 * Entry. The prerendered first screen is already on show; this loads the app in two steps — React DOM,
 * then the app itself (src/app/start.tsx) — so the browser evaluates them in two tasks and can
 * answer the driver in between, instead of one long task over everything. (Never a dynamic import
 * of a package with many exports, such as the router: its whole namespace would be kept.)
 *
 * Before either, a WebView older than the newest APIs the app calls gets their stand-ins
 * (src/lib/compat). A WebView older than the supported ones never gets here: the guard that
 * index.html runs first shows it the update page (src/lib/compat/webview-guard.ts), which is also
 * what a chunk that fails to load or to run brings up.
 */
// Global styles first, so component styles come after them in the bundle.
import '@/styles/global.css';
// Deep import: the package index is marked side-effectful and would pull antd-mobile's animation
// library into the entry chunk; screens import components when they need them.
import 'antd-mobile/es/global';
// Nothing else is imported here: every module this file imports runs before the stand-ins are in,
// and a shared module would bring the framework chunk with it (TanStack Query reads `globalThis`
// as it loads). scripts/check-dist-syntax.mjs refuses an entry chunk that imports more.
import { whenCompatible } from '@/lib/compat/when-compatible';
import type { GuardedWindow } from '@/lib/compat/webview-guard';

const page = window as GuardedWindow;

/** Ends the task, as src/lib/scheduling/yield-to-browser does (not imported: see above). */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A chunk that does not arrive or does not run: the update page instead of a blank screen. */
function cannotLoad(error: unknown): never {
  console.error('[start]', error);
  page.__h5Fail?.('load');
  throw error;
}

if (!page.__h5Failed) {
  void whenCompatible(window)
    .then(() => import('react-dom/client'))
    .then(yieldToBrowser)
    .then(() => import('@/app/start'))
    .catch(cannotLoad)
    .then(({ startApp }) => {
      page.__h5Started = true;
      return startApp();
    });
}
