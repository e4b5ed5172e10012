/**
 * The WebView guard runs first in every page as a classic script (scripts/webview-guard-plugin.ts):
 * what index.html gets is ES5, and the guard shows the update page to a WebView without the
 * baseline APIs, or when a module script fails to load, and leaves a current one alone.
 */
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { webviewGuard, type GuardedWindow } from '@/lib/compat/webview-guard';
import { webviewGuardTag } from '../../../../scripts/webview-guard-plugin';

function fakePage({ flat = true } = {}) {
  const listeners: ((event: unknown) => void)[] = [];
  const root = {
    innerHTML: '<form>登录</form>',
    attributes: new Set(['inert', 'data-prerendered']),
    removeAttribute(name: string) {
      this.attributes.delete(name);
    },
  };
  const document = {
    title: '登录',
    body: {},
    getElementById: () => root,
    createElement: () => ({ noModule: false }),
    addEventListener: () => undefined,
  };
  const window = {
    Promise,
    Symbol,
    Proxy,
    WeakMap,
    fetch,
    addEventListener: (_type: string, listener: (event: unknown) => void) =>
      listeners.push(listener),
  } as unknown as GuardedWindow & typeof globalThis;
  const flatOf = Array.prototype.flat;
  if (!flat) delete (Array.prototype as { flat?: unknown }).flat;
  try {
    webviewGuard(window, document as unknown as Document);
  } finally {
    if (!flat) Array.prototype.flat = flatOf;
  }
  return { window, document, root, listeners };
}

describe('webview guard', () => {
  it('is inlined as ES5', () => {
    const tag = webviewGuardTag();
    expect(tag).toMatch(/^<script>\(function\(.*\)\(window,document\);<\/script>$/s);
    expect(() => parse(tag.slice(8, -9), { ecmaVersion: 5 })).not.toThrow();
  });

  it('leaves a current WebView alone', () => {
    const { window, root } = fakePage();
    expect(window.__h5Failed).toBeUndefined();
    expect(root.innerHTML).toBe('<form>登录</form>');
  });

  it('shows the update page to a WebView older than Chrome 69 / Safari 12', () => {
    const { window, root, document } = fakePage({ flat: false });
    expect(window.__h5Failed).toBe(true);
    expect(root.innerHTML).toContain('您的手机系统版本过低');
    expect(root.innerHTML).toContain('Android System WebView');
    expect(root.attributes.size).toBe(0); // no longer inert nor a prerendered screen
    expect(document.title).toBe('请升级后使用');
  });

  it('shows it when the app script does not load, until the app has started', () => {
    const { window, root, listeners } = fakePage();
    window.__h5Started = true;
    listeners.forEach((l) => l({ target: { tagName: 'SCRIPT', type: 'module' } }));
    expect(window.__h5Failed).toBeUndefined();
    window.__h5Started = false;
    listeners.forEach((l) => l({ target: { tagName: 'SCRIPT', type: 'module' } }));
    expect(window.__h5Failed).toBe(true);
    expect(root.innerHTML).toContain('页面加载失败');
  });
});
