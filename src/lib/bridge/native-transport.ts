/** Calls over the `WebViewJavascriptBridge` the native app injects. */
import { BridgeError } from './bridge-error';
import { withDeadline } from './deadline';
import type { Timers } from './host';
import { readNativeAnswer } from './payload';
import type { BridgeMethod, BridgeRequest, WebViewJavascriptBridge } from './protocol';

/** Anything may sit on the global; only an object with both functions is a bridge. */
export function asNativeBridge(value: unknown): WebViewJavascriptBridge | null {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return null;
  const { callHandler, registerHandler } = value as Record<string, unknown>;
  return typeof callHandler === 'function' && typeof registerHandler === 'function'
    ? (value as WebViewJavascriptBridge)
    : null;
}

export interface NativeCall<M extends BridgeMethod> {
  native: WebViewJavascriptBridge;
  /** The `callHandler` name; differs from `request.method` only for the legacy photo picker. */
  handler: string;
  request: BridgeRequest<M>;
  timeoutMs: number;
  timers: Timers;
}

export function callNative<M extends BridgeMethod>(call: NativeCall<M>): Promise<unknown> {
  const { native, handler, request, timeoutMs, timers } = call;
  const method = request.method;
  return withDeadline<unknown>(
    timers,
    timeoutMs,
    () => new BridgeError('timeout', method, { detail: `no answer in ${timeoutMs} ms` }),
    (settle) => {
      try {
        native.callHandler(handler, request, (raw) => {
          if (settle.settled) return;
          const answer = readNativeAnswer(raw, request.id, method);
          if (answer.kind === 'ok') settle.resolve(answer.data);
          else if (answer.kind === 'error') settle.reject(answer.error);
        });
      } catch (cause) {
        settle.reject(new BridgeError('failed', method, { detail: String(cause), cause }));
      }
    },
  );
}
