/* eslint-disable no-var -- ES5 on purpose: any browser that opens the page must run this. */
/**
 * The WebView guard: index.html runs it first, inlined as a classic script (vite.config.ts), so it
 * must stay ES5 that any browser parses (scripts/check-dist-syntax.mjs proves it on dist/; no
 * closure over this module: the function's own text is what runs).
 *
 * A WebView older than the supported ones (Chrome 69 / Safari 12: README "Supported WebViews")
 * gets the update page at once instead of a white screen: no module scripts, no
 * `Array.prototype.flat` (the API both baselines were the first to have), or syntax the bundle
 * keeps (async generators, object rest, optional catch binding, named groups, the `s` flag) it
 * cannot parse. So does a page whose app scripts fail to load or to parse before the app started:
 * `__h5Fail('load')` (src/main.tsx calls it too for a chunk that fails).
 */

export interface GuardedWindow extends Window {
  /** Shows the update page ('old': the WebView is too old; 'load': a script failed). */
  __h5Fail?: (reason: 'old' | 'load') => void;
  /** The update page is shown: the app must not start. */
  __h5Failed?: boolean;
  /** The app's modules are running: later errors are the app's to report. */
  __h5Started?: boolean;
}

export function webviewGuard(w: GuardedWindow & typeof globalThis, d: Document): void {
  var shown = false;

  function render(reason: 'old' | 'load'): void {
    var root = d.getElementById('root') || d.body;
    var cause =
      reason === 'old'
        ? '您的手机系统版本过低，无法打开司机端。'
        : '页面加载失败，请检查网络后点击“重新加载”。如果多次失败，可能是手机系统版本过低。';
    var li = 'margin:8px 0';
    root.removeAttribute('inert');
    root.removeAttribute('data-prerendered');
    root.removeAttribute('data-shell');
    root.innerHTML =
      '<main style="box-sizing:border-box;min-height:100vh;padding:64px 24px 32px;background:#fff;color:#1f2329;font:16px/1.6 -apple-system,PingFang SC,Microsoft YaHei,sans-serif">' +
      '<h1 style="margin:0 0 16px;font-size:22px;text-align:center">请升级后使用</h1>' +
      '<p style="margin:0 0 16px">' +
      cause +
      '请按以下方法升级后重新打开：</p>' +
      '<ol style="margin:0 0 24px;padding-left:20px">' +
      '<li style="' +
      li +
      '">安卓手机：在应用商店搜索并更新“Android System WebView”（系统 WebView），或在“设置 → 系统更新”中升级手机系统；</li>' +
      '<li style="' +
      li +
      '">苹果手机：在“设置 → 通用 → 软件更新”中升级到 iOS 12 或更高版本；</li>' +
      '<li style="' +
      li +
      '">在应用商店把 App 更新到最新版本。</li></ol>' +
      '<button type="button" onclick="location.reload()" style="display:block;width:100%;min-height:48px;border:0;border-radius:8px;background:#0b62d6;color:#fff;font-size:17px">重新加载</button>' +
      '</main>';
    d.title = '请升级后使用';
  }

  function fail(reason: 'old' | 'load'): void {
    if (shown) return;
    shown = true;
    w.__h5Failed = true;
    if (d.body) render(reason);
    else
      d.addEventListener('DOMContentLoaded', function () {
        render(reason);
      });
  }

  function parses(): boolean {
    try {
      new Function('async function* g(){}var{a,...b}={a:1};try{}catch{}return/(?<n>.)/su');
      return true;
    } catch (e) {
      // A content security policy without 'unsafe-eval' refuses to compile: no verdict.
      return !(e instanceof SyntaxError);
    }
  }

  w.__h5Fail = fail;
  var p = w.Promise;
  var supported =
    'noModule' in d.createElement('script') &&
    typeof p === 'function' &&
    typeof p.prototype['finally'] === 'function' &&
    typeof w.Symbol === 'function' &&
    typeof w.Proxy === 'function' &&
    typeof w.WeakMap === 'function' &&
    typeof w.fetch === 'function' &&
    typeof Object.assign === 'function' &&
    typeof Object.entries === 'function' &&
    typeof ([] as unknown as { flat?: unknown }).flat === 'function' &&
    parses();
  if (!supported) {
    fail('old');
    return;
  }
  // Until the app runs: a module script that does not arrive (capture: resource errors do not
  // bubble), or one of the app's files the WebView cannot parse.
  w.addEventListener(
    'error',
    function (event: Event) {
      if (w.__h5Started) return;
      var target = event.target as HTMLScriptElement | null;
      var error = (event as ErrorEvent).error;
      var file = (event as ErrorEvent).filename || '';
      if (target && target.tagName === 'SCRIPT' && target.type === 'module') fail('load');
      else if (error instanceof SyntaxError && file.indexOf('/assets/') >= 0) fail('load');
    },
    true,
  );
}
