/**
 * Watches the H5 for things too brief to assert after the fact: a toast shown and gone while the
 * fake clock jumped a minute is still caught here.
 */
import type { Sim } from './sim';

declare global {
  interface Window {
    __simToasts?: string[];
  }
}

/** antd-mobile's toast body; feedback.ts shows every toast through it. */
const TOAST_SELECTOR = '.adm-toast-main';

/**
 * Starts recording every toast the current H5 document shows; the returned function reads them.
 * A reload or navigation starts a new document: call it again there.
 */
export async function recordToasts(sim: Sim): Promise<() => Promise<string[]>> {
  const frame = await sim.h5Frame();
  await frame.evaluate((selector) => {
    if (window.__simToasts) return;
    const seen: string[] = [];
    window.__simToasts = seen;
    const note = (node: Node) => {
      if (!(node instanceof Element)) return;
      const toasts = node.matches(selector) ? [node] : [...node.querySelectorAll(selector)];
      for (const toast of toasts) seen.push(toast.textContent ?? '');
    };
    document.querySelectorAll(selector).forEach(note);
    new MutationObserver((mutations) => {
      for (const mutation of mutations) mutation.addedNodes.forEach(note);
    }).observe(document.body, { childList: true, subtree: true });
  }, TOAST_SELECTOR);
  return () => frame.evaluate(() => [...(window.__simToasts ?? [])]);
}
