/**
 * The typed native-bridge client (§7.5): every call to the native app goes through here. Inside the
 * app it talks to `WebViewJavascriptBridge`; in a plain browser it falls back to browser APIs. Nothing
 * happens at import: the 5 s readiness wait (§9) starts on first use, so call `void bridge.ready()`
 * at mount to start it early.
 */
import { BridgeError } from './bridge-error';
import {
  loadNativeCapabilities,
  photoPickHandler,
  type BridgeCapabilities,
  type RawNativeCall,
} from './capabilities';
import { withDeadline } from './deadline';
import { defaultHost, globalTimers, type BridgeHost, type Timers } from './host';
import { createIdSource } from './ids';
import { createEventHub } from './native-events';
import { callNative } from './native-transport';
import { assertSendable } from './payload';
import {
  BRIDGE_PROTOCOL_VERSION,
  BRIDGE_READY_TIMEOUT_MS,
  NATIVE_EVENT_HANDLER,
  type BridgeMethod,
  type BridgeMode,
  type BridgeParams,
  type BridgeRequest,
  type BridgeResult,
  type NativeEventName,
  type NativeEvents,
  type WebViewJavascriptBridge,
} from './protocol';
import { createReadiness, type Readiness } from './readiness';
import { callTimeout } from './timeouts';
import { createWebFallback, type WebFallback } from './web-fallback';

export type { BridgeCapabilities };

export interface BridgeOptions {
  /** The window to run against (a fake in tests); `null` means none: web mode at once. */
  target?: BridgeHost | null;
  /** How long to wait for the bridge before taking the page to be outside the app. */
  readyTimeoutMs?: number;
  /** Default time-out of non-interactive calls. */
  callTimeoutMs?: number;
}

export interface CallOptions {
  timeoutMs?: number;
}

export interface BridgeClient {
  /** Resolves once it is known whether the app's bridge is there. */
  ready(): Promise<BridgeMode>;
  /** Null while still waiting (or before first use). */
  mode(): BridgeMode | null;
  /** Rejects with a {@link BridgeError}. */
  call<M extends BridgeMethod>(
    method: M,
    params: BridgeParams<M>,
    options?: CallOptions,
  ): Promise<BridgeResult<M>>;
  capabilities(): Promise<BridgeCapabilities>;
  /** False also when the capabilities could not be learnt. */
  supports(method: BridgeMethod): Promise<boolean>;
  /** Returns the unsubscribe function. */
  on<E extends NativeEventName>(event: E, handler: (data: NativeEvents[E]) => void): () => void;
}

interface Connection {
  host: BridgeHost | null;
  timers: Timers;
  readiness: Readiness;
  web: WebFallback;
}

export function createBridge(options: BridgeOptions = {}): BridgeClient {
  const nextId = createIdSource();
  const hub = createEventHub((error) => console.error('[bridge] event subscriber failed', error));
  const listening = new WeakSet<WebViewJavascriptBridge>();
  let connection: Connection | null = null;
  let nativeCapabilities: {
    native: WebViewJavascriptBridge;
    promise: Promise<BridgeCapabilities>;
  } | null = null;

  const listen = (native: WebViewJavascriptBridge) => {
    if (listening.has(native)) return;
    listening.add(native);
    try {
      native.registerHandler(NATIVE_EVENT_HANDLER, (raw) => hub.receive(raw));
    } catch (error) {
      console.error('[bridge] could not register the native event handler', error);
    }
  };

  const connect = (): Connection => {
    if (connection) return connection;
    const host = options.target === undefined ? defaultHost() : options.target;
    const web = createWebFallback(host, hub.emit);
    const readiness = createReadiness({
      host,
      timeoutMs: options.readyTimeoutMs ?? BRIDGE_READY_TIMEOUT_MS,
      onNative(native) {
        web.deactivate();
        listen(native);
      },
      onWeb: () => web.activate(),
    });
    connection = { host, timers: host ?? globalTimers, readiness, web };
    readiness.start();
    return connection;
  };

  const sendNative = <M extends BridgeMethod>(
    method: M,
    params: BridgeParams<M>,
    handler: string,
    timeoutMs: number,
  ): Promise<BridgeResult<M>> => {
    const { readiness, timers } = connect();
    const native = readiness.native();
    if (!native) return Promise.reject(new BridgeError('not_ready', method));
    const request: BridgeRequest<M> = { v: BRIDGE_PROTOCOL_VERSION, id: nextId(), method, params };
    return callNative({ native, handler, request, timeoutMs, timers }) as Promise<BridgeResult<M>>;
  };

  const rawNative: RawNativeCall = (method, params) =>
    sendNative(method, params, method, callTimeout(method, undefined, options.callTimeoutMs));

  /** Asked once per bridge object; a failure other than 'unsupported' is asked again next time. */
  const nativeCapabilitiesOf = (native: WebViewJavascriptBridge) => {
    if (nativeCapabilities?.native === native) return nativeCapabilities.promise;
    const promise = loadNativeCapabilities(rawNative, connect().host?.navigator?.userAgent);
    const entry = { native, promise };
    nativeCapabilities = entry;
    promise.catch(() => {
      if (nativeCapabilities === entry) nativeCapabilities = null;
    });
    return promise;
  };

  const dispatch = <M extends BridgeMethod>(
    method: M,
    params: BridgeParams<M>,
    timeoutMs: number,
  ): Promise<BridgeResult<M>> => {
    const { readiness, timers, web } = connect();
    const native = readiness.native();
    if (readiness.mode() === 'native' && native) {
      if (method !== 'pickPhoto') return sendNative(method, params, method, timeoutMs);
      return nativeCapabilitiesOf(native)
        .then(photoPickHandler, () => 'pickPhoto')
        .then((handler) => sendNative(method, params, handler, timeoutMs));
    }
    return withDeadline<BridgeResult<M>>(
      timers,
      timeoutMs,
      () => new BridgeError('timeout', method, { detail: `no answer in ${timeoutMs} ms` }),
      (settle, signal) => {
        web.call(method, params, signal).then(settle.resolve, settle.reject);
      },
    );
  };

  const ready = (): Promise<BridgeMode> => {
    const { readiness } = connect();
    readiness.recheck();
    return new Promise((resolve) => readiness.whenDecided(() => resolve(readiness.mode()!)));
  };

  const capabilities = async (): Promise<BridgeCapabilities> => {
    await ready();
    const { readiness, web } = connect();
    const native = readiness.native();
    if (readiness.mode() === 'native' && native) return nativeCapabilitiesOf(native);
    return { mode: 'web', platform: 'web', appVersion: '', methods: web.methods() };
  };

  return {
    ready,
    mode: () => connection?.readiness.mode() ?? null,
    call(method, params, callOptions) {
      const { readiness } = connect();
      try {
        assertSendable(method, params);
      } catch (error) {
        return Promise.reject(error);
      }
      const timeoutMs = callTimeout(method, callOptions?.timeoutMs, options.callTimeoutMs);
      return new Promise((resolve, reject) => {
        readiness.whenDecided(() => {
          // A bridge injected without the ready event is still picked up.
          readiness.recheck();
          dispatch(method, params, timeoutMs).then(resolve, reject);
        });
      });
    },
    capabilities,
    supports: (method) =>
      capabilities().then(
        (found) => found.methods.has(method),
        () => false,
      ),
    on(event, handler) {
      connect();
      return hub.on(event, handler);
    },
  };
}

/** The app's client over `window`. */
export const bridge: BridgeClient = createBridge();
