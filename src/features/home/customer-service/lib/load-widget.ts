/**
 * Loads the vendor's chat script once per page with a time-out: a second visit reuses the global it
 * defined; a failed or timed-out load is forgotten, so 重试 adds a fresh <script>.
 */
export interface KefuUser {
  name: string;
  mobile: string;
  appUserId: string;
}

export interface KefuEvent {
  type: string;
  [key: string]: unknown;
}

export interface KefuWidget {
  mount(
    el: HTMLElement,
    options: { user: KefuUser; onEvent?: (event: KefuEvent) => void },
  ): { destroy(): void };
}

declare global {
  interface Window {
    DriverKefu?: KefuWidget;
  }
}

const WIDGET_TIMEOUT_MS = 10_000;

let pending: { script: HTMLScriptElement; widget: Promise<KefuWidget> } | null = null;

class WidgetLoadError extends Error {}

export function loadWidget(
  url: string,
  messages: { timeout: string; failed: string },
  timeoutMs = WIDGET_TIMEOUT_MS,
): Promise<KefuWidget> {
  if (window.DriverKefu) return Promise.resolve(window.DriverKefu);
  // A load whose <script> was taken out of the page never ends: start again.
  if (pending && pending.script.isConnected) return pending.widget;
  const script = document.createElement('script');
  const widget = new Promise<KefuWidget>((resolve, reject) => {
    const settle = () => {
      window.clearTimeout(timer);
      // From now on the global is the cache; a failure is forgotten so 重试 loads afresh.
      if (pending?.script === script) pending = null;
    };
    const fail = (message: string) => {
      settle();
      script.remove();
      reject(new WidgetLoadError(message));
    };
    const timer = window.setTimeout(() => fail(messages.timeout), timeoutMs);
    script.onload = () => {
      settle();
      if (window.DriverKefu) resolve(window.DriverKefu);
      else fail(messages.failed);
    };
    script.onerror = () => fail(messages.failed);
  });
  script.async = true;
  script.src = url;
  script.dataset.kefu = 'widget';
  pending = { script, widget };
  document.head.appendChild(script);
  return widget;
}
