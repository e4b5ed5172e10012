/**
 * The sandbox in a page, through the MSW service worker (public/mockServiceWorker.js). State is kept
 * in localStorage ('sandbox:state') so reloads keep users, tokens and the SMS inbox. The instance is
 * also `window.__sandbox` for people poking at it from devtools.
 */
import { setupWorker } from 'msw/browser';
import { sandboxHandlers } from './msw-handlers';
import { createSandbox, type Sandbox, type ScenarioName } from './sandbox';
import { localStorageStateStore } from './store/state';

declare global {
  interface Window {
    __sandbox?: Sandbox;
  }
}

export interface BrowserSandboxOptions {
  /** Only used when no state is stored yet. */
  seed?: number;
  scenario?: ScenarioName;
  /** Silence MSW's per-request console lines. Default true. */
  quiet?: boolean;
}

export async function startBrowserSandbox(options: BrowserSandboxOptions = {}): Promise<Sandbox> {
  const sb = createSandbox({
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.scenario ? { scenario: options.scenario } : {}),
    persist: localStorageStateStore(window.localStorage),
  });
  const worker = setupWorker(...sandboxHandlers(sb));
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? true,
  });
  window.__sandbox = sb;
  return sb;
}
