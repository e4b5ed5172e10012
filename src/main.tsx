/**
 * Entry. The prerendered first screen is already on show; this loads the app in two steps — React DOM,
 * then the app itself (src/app/start.tsx) — so the browser evaluates them in two tasks and can
 * answer the driver in between, instead of one long task over everything. (Never a dynamic import
 * of a package with many exports, such as the router: its whole namespace would be kept.)
 */
// Global styles first, so component styles come after them in the bundle.
import '@/styles/global.css';
// Deep import: the package index is marked side-effectful and would pull antd-mobile's animation
// library into the entry chunk; screens import components when they need them.
import 'antd-mobile/es/global';
import { yieldToBrowser } from '@/lib/scheduling/yield-to-browser';

void import('react-dom/client')
  .then(yieldToBrowser)
  .then(() => import('@/app/start'))
  .then(({ startApp }) => startApp());
