import { vi } from 'vitest';
import type { BridgeHost } from '@/lib/bridge/host';
import {
  BRIDGE_READY_EVENT,
  NATIVE_EVENT_HANDLER,
  type BridgeErrorCode,
  type BridgeRequest,
} from '@/lib/bridge/protocol';

export interface SentCall {
  name: string;
  request: BridgeRequest;
  respond(answer: unknown): void;
}

/** A native side that records calls; tests answer them by hand, or per handler name through `answers`. */
export function createFakeNative(
  answers: Record<string, (request: BridgeRequest) => unknown> = {},
) {
  const calls: SentCall[] = [];
  const handlers = new Map<string, (data: unknown) => void>();
  const callHandler = vi.fn(
    (name: string, request: BridgeRequest, respond: (a: unknown) => void) => {
      calls.push({ name, request, respond });
      const answer = answers[name];
      // Real bridges answer on a later turn, never inside callHandler.
      if (answer) void Promise.resolve().then(() => respond(answer(request)));
    },
  );
  const registerHandler = vi.fn((name: string, handler: (data: unknown) => void) => {
    handlers.set(name, handler);
  });
  return {
    bridge: { callHandler, registerHandler },
    calls,
    callHandler,
    registerHandler,
    ok: (call: SentCall, data: unknown) =>
      call.respond({ id: call.request.id, ok: true, code: 'ok', data }),
    fail: (call: SentCall, code: BridgeErrorCode | string, error: string) =>
      call.respond({ id: call.request.id, ok: false, code, error }),
    emit: (envelope: unknown) => handlers.get(NATIVE_EVENT_HANDLER)!(envelope),
  };
}

export const ok = (data: unknown) => (request: BridgeRequest) => ({
  id: request.id,
  ok: true,
  code: 'ok',
  data,
});
export const fail =
  (code: string, error = 'native said no') =>
  (request: BridgeRequest) => ({
    id: request.id,
    ok: false,
    code,
    error,
  });

/** An element as much as the browser fallback touches it. */
export class FakeElement extends EventTarget {
  readonly attributes = new Map<string, string>();
  type = '';
  accept = '';
  multiple = false;
  value = '';
  href = '';
  download = '';
  target = '';
  rel = '';
  files: File[] | null = null;
  style: Record<string, string> = {};
  readonly click = vi.fn();
  readonly remove = vi.fn();
  readonly select = vi.fn();

  constructor(readonly tagName: string) {
    super();
  }

  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
}

export type FakeHost = BridgeHost & {
  created: FakeElement[];
  fireReady(bridge?: unknown): void;
  firePageshow(): void;
  dispatchEvent(event: Event): boolean;
};

/** A window-like host for node: EventTarget window and document, the (fakeable) global timers. */
export function createFakeHost(extra: Partial<BridgeHost> = {}, documentExtra = {}): FakeHost {
  const win = new EventTarget();
  const created: FakeElement[] = [];
  const document = Object.assign(new EventTarget(), {
    createElement: (tag: string) => {
      const element = new FakeElement(tag);
      created.push(element);
      return element;
    },
    body: { appendChild: vi.fn() },
    ...documentExtra,
  });
  const host = {
    document: document as unknown as BridgeHost['document'],
    addEventListener: win.addEventListener.bind(win),
    removeEventListener: win.removeEventListener.bind(win),
    dispatchEvent: win.dispatchEvent.bind(win),
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    created,
    fireReady(bridge?: unknown) {
      const event = Object.assign(new Event(BRIDGE_READY_EVENT), bridge ? { bridge } : {});
      document.dispatchEvent(event);
    },
    firePageshow() {
      win.dispatchEvent(new Event('pageshow'));
    },
    ...extra,
  };
  return host as FakeHost;
}

/** Settles pending promise callbacks (the fake native answers on a microtask). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** The rejection of `promise`, failing the test if it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}
