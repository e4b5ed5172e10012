/**
 * The APIs newer than the oldest supported WebViews (Chrome 69, Safari 12: ./webviews.ts) that the
 * H5 or a library it ships calls, by the name eslint-plugin-compat gives them (eslint.config.js
 * lists the same names as polyfilled; a unit test keeps the two lists equal). Each is tested here,
 * in the entry chunk, and only a WebView that lacks one fetches ./polyfills.ts.
 *
 * Not here, because the code that calls them tests for them itself: `requestIdleCallback` (no
 * Safari has it), `createImageBitmap` (Safari 15), `crypto.subtle` (secure contexts only).
 */
export const POLYFILLED = [
  'globalThis', // Chrome 71, Safari 12.1
  'queueMicrotask', // 71, 12.1
  'structuredClone', // 98, 15.4
  'AbortController', // 66, 12.1
  'AbortSignal', // 66, 12.1
  'ResizeObserver', // 64, 13.1
  'IntersectionObserver', // 58, 12.1
  'crypto.randomUUID', // 92, 15.4 (and secure contexts only)
  'Object.fromEntries', // 73, 12.1
  'Object.hasOwn', // 93, 15.4
  'Promise.allSettled', // 76, 13
  'Array.prototype.at', // 92, 15.4
  'Array.prototype.findLast', // 97, 15.4
  'Array.prototype.findLastIndex', // 97, 15.4
  'String.prototype.at', // 92, 15.4
  'String.prototype.replaceAll', // 85, 13.1
  'String.prototype.matchAll', // 73, 13
] as const;

export type Feature = (typeof POLYFILLED)[number];

/** `root` is the page's global object; an API is there when its path resolves to something. */
export function missingFeatures(root: object): Feature[] {
  return POLYFILLED.filter(
    (name) =>
      name
        .split('.')
        .reduce<unknown>(
          (owner, key) => (owner == null ? undefined : (owner as Record<string, unknown>)[key]),
          root,
        ) === undefined,
  );
}
