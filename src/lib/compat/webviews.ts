/**
 * The oldest WebViews the H5 supports (README "Supported WebViews"): Android System WebView /
 * Chrome 69 (Android 9 as shipped; many Chinese ROMs never update it) and iOS 12 WKWebView
 * (Safari 12). Read by vite.config.ts (the syntax and CSS targets), mirrored by package.json's
 * `browserslist` (the API-compatibility lint; a unit test keeps the two equal).
 */
export const OLDEST_WEBVIEWS = { chrome: 69, safari: 12 } as const;

/** `build.target` / `build.cssTarget` in Vite's (esbuild-style) spelling. */
export const BUILD_TARGETS = [`chrome${OLDEST_WEBVIEWS.chrome}`, `safari${OLDEST_WEBVIEWS.safari}`];

/** The same list in browserslist's spelling (package.json `browserslist`). */
export const BROWSERSLIST = [
  `chrome >= ${OLDEST_WEBVIEWS.chrome}`,
  `safari >= ${OLDEST_WEBVIEWS.safari}`,
  `ios_saf >= ${OLDEST_WEBVIEWS.safari}`,
];
