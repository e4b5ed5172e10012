/** A scripted bridge for the shell's native services: answers per method, records calls, emits events. */
import { vi } from 'vitest';
import type { BridgeClient } from '@/lib/bridge/bridge';
import { BridgeError } from '@/lib/bridge/bridge-error';
import type {
  BridgeErrorCode,
  BridgeMethod,
  BridgeMode,
  BridgeParams,
  BridgeResult,
  NativeEventName,
  NativeEvents,
} from '@/lib/bridge/protocol';

type Answer<M extends BridgeMethod> =
  | BridgeResult<M>
  | BridgeError
  | ((params: BridgeParams<M>) => BridgeResult<M> | Promise<BridgeResult<M>>);
export type Answers = { [M in BridgeMethod]?: Answer<M> };

export interface FakeBridge extends BridgeClient {
  calls: Array<{ method: BridgeMethod; params: unknown }>;
  callsOf(method: BridgeMethod): unknown[];
  answers: Answers;
  emit<E extends NativeEventName>(event: E, data: NativeEvents[E]): void;
  listenerCount(event: NativeEventName): number;
}

export function bridgeError(code: BridgeErrorCode, method: BridgeMethod): BridgeError {
  return new BridgeError(code, method);
}

export function fakeBridge(mode: BridgeMode = 'native', answers: Answers = {}): FakeBridge {
  const calls: FakeBridge['calls'] = [];
  const listeners = new Map<NativeEventName, Set<(data: never) => void>>();
  const fake: FakeBridge = {
    calls,
    answers,
    callsOf: (method) => calls.filter((c) => c.method === method).map((c) => c.params),
    ready: vi.fn(() => Promise.resolve(mode)),
    mode: () => mode,
    call: vi.fn(async (method: BridgeMethod, params: unknown) => {
      calls.push({ method, params });
      const answer = fake.answers[method] as unknown;
      if (answer === undefined) throw new BridgeError('unsupported', method);
      if (answer instanceof BridgeError) throw answer;
      if (typeof answer === 'function') return (answer as (p: unknown) => unknown)(params);
      return answer;
    }) as BridgeClient['call'],
    capabilities: () => Promise.reject(new Error('not scripted')),
    supports: () => Promise.resolve(true),
    on(event, handler) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      const entry = handler as (data: never) => void;
      set.add(entry);
      return () => void set.delete(entry);
    },
    emit(event, data) {
      for (const handler of [...(listeners.get(event) ?? [])]) handler(data as never);
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
  };
  return fake;
}

/** Lets resolved promises run their callbacks (fake timers do not). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
