/** What a method handler may use of the fake native (internal; the public surface is api.ts). */
import type {
  BridgeErrorCode,
  BridgeMethod,
  BridgeParams,
  BridgeResult,
  NativeEventName,
  NativeEvents,
} from '@/lib/bridge/protocol';
import type { SampleImageName, SimRecordKind, SimState, SimStatePatch } from './api';
import type { FileStore } from './files';

/** A handler's refusal: becomes `{ok:false, code, error}`. */
export class NativeError extends Error {
  constructor(
    readonly code: BridgeErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface CallInfo {
  page: number | undefined;
}

export interface Runtime {
  state(): SimState;
  update(patch: SimStatePatch): void;
  /** Replaces one whole section (merging cannot delete keys, e.g. a finished watch). */
  replace<K extends keyof SimState>(section: K, value: SimState[K]): void;
  now(): number;
  sleep(ms: number): Promise<void>;
  record(kind: SimRecordKind, params: unknown, outcome?: unknown): void;
  emit<E extends NativeEventName>(event: E, data: NativeEvents[E]): void;
  files: FileStore;
  fetch: typeof fetch;
  origin: string;
  loadSample(name: SampleImageName): Promise<Blob>;
  decodeQr(name: SampleImageName): Promise<string | null>;
  startWatch(intervalMs: number, page: number | undefined): string;
  stopWatch(watchId: string): boolean;
}

export type Handler<M extends BridgeMethod> = (
  params: BridgeParams<M>,
  rt: Runtime,
  call: CallInfo,
) => Promise<BridgeResult<M>>;

export type HandlerTable = { [M in BridgeMethod]: Handler<M> };
