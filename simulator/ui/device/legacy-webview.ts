/**
 * Old WebViews in the simulator's Chromium: the presets "Android 9 WebView (Chrome 69)" and "iOS 12
 * WKWebView (Safari 12)" take out of the H5's frame, before its scripts run (the bootstrap's
 * `attach`), the APIs those WebViews do not have, and give it their user agent. The H5 must then
 * run on its own stand-ins (src/lib/compat). Syntax cannot be taken away: the build's syntax target
 * is proven on dist/ by scripts/check-dist-syntax.mjs instead.
 *
 * Each name is a path from the frame's window; a method is deleted where it is defined (an
 * instance's prototype: `crypto.randomUUID` lives on `Crypto.prototype`).
 */
export type LegacyWebViewId = 'chrome69' | 'safari12';

/** Chrome 70–latest APIs (versions in comments) that the H5 or its libraries could reach for. */
const AFTER_CHROME_69 = [
  'globalThis', // 71
  'queueMicrotask', // 71
  'structuredClone', // 98
  'reportError', // 95
  'crypto.randomUUID', // 92
  'Object.fromEntries', // 73
  'Object.hasOwn', // 93
  'Object.groupBy', // 117
  'Promise.allSettled', // 76
  'Promise.any', // 85
  'Promise.withResolvers', // 119
  'AggregateError', // 85
  'WeakRef', // 84
  'FinalizationRegistry', // 84
  'Array.prototype.at', // 92
  'Array.prototype.findLast', // 97
  'Array.prototype.findLastIndex', // 97
  'Array.prototype.toSorted', // 110
  'Array.prototype.toReversed', // 110
  'Array.prototype.toSpliced', // 110
  'Array.prototype.with', // 110
  'String.prototype.at', // 92
  'String.prototype.replaceAll', // 85
  'String.prototype.matchAll', // 73
  'String.prototype.isWellFormed', // 111
  'AbortSignal.timeout', // 103
  'AbortSignal.any', // 116
  'Element.prototype.replaceChildren', // 86
] as const;

/** What Safari 12.0 lacks beyond that (it has Chrome 69's list, less these). */
const SAFARI_12_ALSO = [
  'AbortController', // 12.1
  'AbortSignal', // 12.1
  'ResizeObserver', // 13.1
  'IntersectionObserver', // 12.1
  'BigInt', // 14
  'createImageBitmap', // 15
  'requestIdleCallback', // never
  'cancelIdleCallback', // never
] as const;

export const LEGACY_WEBVIEWS: Record<LegacyWebViewId, { userAgent: string; removed: string[] }> = {
  chrome69: {
    userAgent:
      'Mozilla/5.0 (Linux; Android 9; V1818A Build/PKQ1.180819.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 Mobile Safari/537.36',
    removed: [...AFTER_CHROME_69],
  },
  safari12: {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    removed: [...AFTER_CHROME_69, ...SAFARI_12_ALSO],
  },
};

/** Deletes `path` from `win`, on the object of the chain that defines it; false if absent. */
function remove(win: Window, path: string): boolean {
  const keys = path.split('.');
  const key = keys.pop()!;
  let owner: unknown = win;
  for (const step of keys)
    owner = owner == null ? undefined : (owner as Record<string, unknown>)[step];
  for (let o = owner as object | null; o; o = Object.getPrototypeOf(o)) {
    if (Object.prototype.hasOwnProperty.call(o, key))
      return delete (o as Record<string, unknown>)[key];
  }
  return false;
}

/**
 * Makes `win` (the H5 frame, before its scripts) the WebView `id`; returns the paths it took out.
 * Safari 12.0 has no AbortSignal, so its `fetch` and `Request` ignore `signal`: a stand-in
 * AbortSignal handed to Chromium's, which would refuse it (React Router builds a `Request` with one
 * for every navigation), is dropped the same way.
 */
export function emulateLegacyWebView(win: Window, id: LegacyWebViewId): string[] {
  const { userAgent, removed } = LEGACY_WEBVIEWS[id];
  type Frame = Window & { AbortSignal?: typeof AbortSignal; Request: typeof Request };
  const frame = win as Frame;
  const nativeSignal = frame.AbortSignal;
  const gone = removed.filter((path) => remove(win, path));
  Object.defineProperty(win.navigator, 'userAgent', { get: () => userAgent, configurable: true });
  if (nativeSignal && gone.includes('AbortSignal')) {
    const ownSignal = (init?: RequestInit): RequestInit | undefined =>
      init?.signal && !(init.signal instanceof nativeSignal)
        ? { ...init, signal: undefined }
        : init;
    const fetch = win.fetch.bind(win);
    win.fetch = (input, init) => fetch(input, ownSignal(init));
    const NativeRequest = frame.Request;
    frame.Request = class Request extends NativeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(input, ownSignal(init));
      }
    };
  }
  return gone;
}
