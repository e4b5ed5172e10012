/**
 * Resolves once the page has every API of ./features.ts: at once on a current WebView (nothing is
 * fetched), after the polyfill chunk on an older one. src/main.tsx waits for it before it loads
 * React and the app, so no module of theirs runs without them.
 */
import { missingFeatures } from './features';

export function whenCompatible(root: object): Promise<void> {
  const missing = missingFeatures(root);
  if (missing.length === 0) return Promise.resolve();
  return import('./polyfills').then(({ installPolyfills }) => installPolyfills(root, missing));
}
