/**
 * Native or web? The bridge is either on the window already, or announced by the ready event; with
 * neither within the time-out the page is taken to run outside the app. A bridge that shows up later
 * (a late ready event, or found again on `pageshow` after the back-forward cache) wins from then on.
 */
import type { BridgeHost } from './host';
import { asNativeBridge } from './native-transport';
import {
  BRIDGE_GLOBAL,
  BRIDGE_READY_EVENT,
  type BridgeMode,
  type WebViewJavascriptBridge,
} from './protocol';

export interface ReadinessOptions {
  host: BridgeHost | null;
  timeoutMs: number;
  /** Called each time a (new) native bridge object is adopted, before queued work runs. */
  onNative(native: WebViewJavascriptBridge): void;
  /** Called when the wait ends without a bridge, before queued work runs. */
  onWeb(): void;
}

export interface Readiness {
  /** Starts waiting; later calls do nothing. */
  start(): void;
  mode(): BridgeMode | null;
  native(): WebViewJavascriptBridge | null;
  /** Runs `task` once the mode is known: now if it is, else in call order when it becomes known. */
  whenDecided(task: (mode: BridgeMode) => void): void;
  /** Looks for the global again (cheap); adopts it when it is new. */
  recheck(): void;
}

export function createReadiness(options: ReadinessOptions): Readiness {
  const { host, timeoutMs } = options;
  let started = false;
  let mode: BridgeMode | null = null;
  let native: WebViewJavascriptBridge | null = null;
  let timer: unknown = null;
  const queue: Array<(mode: BridgeMode) => void> = [];

  const flush = () => {
    const decided = mode!;
    for (const task of queue.splice(0)) {
      try {
        task(decided);
      } catch {
        // Tasks settle their own promises; one going wrong must not strand the rest.
      }
    }
  };

  const stopTimer = () => {
    if (timer !== null) host?.clearTimeout(timer);
    timer = null;
  };

  const adopt = (found: WebViewJavascriptBridge) => {
    if (found === native) return;
    stopTimer();
    native = found;
    mode = 'native';
    options.onNative(found);
    flush();
  };

  const goWeb = () => {
    timer = null;
    if (mode !== null) return;
    mode = 'web';
    options.onWeb();
    flush();
  };

  const find = () => asNativeBridge(host?.[BRIDGE_GLOBAL]);

  const recheck = () => {
    if (!started) return;
    const found = find();
    if (found) adopt(found);
  };

  const onReadyEvent = (event: Event) => {
    const found = find() ?? asNativeBridge((event as Event & { bridge?: unknown }).bridge);
    if (found) adopt(found);
  };

  return {
    start() {
      if (started) return;
      started = true;
      if (!host) {
        goWeb();
        return;
      }
      // Both stay attached: the bridge may be injected (again) at any time in the page's life.
      host.document.addEventListener(BRIDGE_READY_EVENT, onReadyEvent);
      host.addEventListener('pageshow', recheck);
      const found = find();
      if (found) adopt(found);
      else timer = host.setTimeout(goWeb, timeoutMs);
    },
    mode: () => mode,
    native: () => native,
    whenDecided(task) {
      if (mode !== null) task(mode);
      else queue.push(task);
    },
    recheck,
  };
}
