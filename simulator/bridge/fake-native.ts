/**
 * The fake native app: answers every bridge method from panel state, applies injected faults,
 * emits native events to the attached pages and logs everything in its timeline.
 */
import { compareVersions } from '@/lib/domain/version';
import {
  BRIDGE_MAX_PAYLOAD_CHARS,
  BRIDGE_METHODS,
  BRIDGE_PROTOCOL_VERSION,
  LEGACY_PHOTO_PICK_HANDLER,
  PHOTO_PICK_NAME_THRESHOLD,
  type BridgeErrorCode,
  type BridgeMethod,
  type BridgeRequest,
  type BridgeResponse,
  type NativeEventEnvelope,
  type NativeEventName,
  type NativeEvents,
} from '@/lib/bridge/protocol';
import type {
  CreateFakeNativeOptions,
  FakeNative,
  FaultKind,
  HandleContext,
  SampleImageName,
  SimRecord,
  SimRecordKind,
  SimState,
  SimStatePatch,
} from './api';
import { createControls } from './controls';
import { defaultSimState, mergeState } from './default-state';
import { FileStore } from './files';
import { deviceHandlers } from './handlers-device';
import { actionHandlers } from './handlers-actions';
import { fixNow, locationHandlers } from './handlers-location';
import { mediaHandlers } from './handlers-media';
import { codeMessages, nativeMessages } from './messages';
import { sampleQrDecoder } from './qr-decode';
import { NativeError, type HandlerTable, type Runtime } from './runtime';
import { fetchSample } from './samples';
import { scenarioState, stateScenario } from './scenario';
import { Timeline } from './timeline';
import { makeRecords } from './tracking';

const handlers: HandlerTable = {
  ...deviceHandlers,
  ...mediaHandlers,
  ...locationHandlers,
  ...actionHandlers,
};

type Timer = ReturnType<typeof setInterval>;

function defaultOrigin(): string {
  const origin = typeof location === 'undefined' ? undefined : location.origin;
  return origin && origin !== 'null' ? origin : 'http://localhost';
}

function isMethod(name: string): name is BridgeMethod {
  return (BRIDGE_METHODS as readonly string[]).includes(name);
}

function parseRequest(input: BridgeRequest | string): BridgeRequest | null {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Partial<BridgeRequest>;
  if (typeof r.id !== 'string' || typeof r.method !== 'string') return null;
  return { v: BRIDGE_PROTOCOL_VERSION, id: r.id, method: r.method, params: r.params ?? {} };
}

function failure(id: string, code: BridgeErrorCode, error: string): BridgeResponse {
  return { id, ok: false, code, error };
}

export function createFakeNative(options: CreateFakeNativeOptions = {}): FakeNative {
  const now = options.now ?? (() => Date.now());
  const origin = options.origin ?? defaultOrigin();
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const samples = new Map<SampleImageName, Promise<Blob>>();
  const loadSample = (name: SampleImageName): Promise<Blob> => {
    let blob = samples.get(name);
    if (!blob) {
      blob = options.loadSample ? options.loadSample(name) : fetchSample(name, origin);
      blob.catch(() => samples.delete(name));
      samples.set(name, blob);
    }
    return blob;
  };
  const decodeQr = options.decodeQr ?? sampleQrDecoder(loadSample);
  const initialState = () => mergeState(defaultSimState(), options.state ?? {});

  let state = initialState();
  const listeners = new Set<(s: SimState) => void>();
  const notify = () => listeners.forEach((listener) => listener(state));
  const timeline = new Timeline(notify);
  let records: SimRecord[] = [];
  let recordSeq = 0;
  const files = new FileStore();
  const pages = new Map<number, (json: string) => void>();
  let pageSeq = 0;
  const watches = new Map<string, { timer: Timer; page: number | undefined }>();
  let watchSeq = 0;
  let trackingCounter = 0;
  let auto: { timer: Timer; everySeconds: number; batch: number } | null = null;

  function commit(next: SimState): void {
    state = next;
    syncAutoTracking();
    notify();
  }

  function syncAutoTracking(): void {
    const { autoEverySeconds, autoBatch } = state.tracking;
    const wanted = autoEverySeconds && autoEverySeconds > 0 ? autoEverySeconds : null;
    if (auto && auto.everySeconds === wanted && auto.batch === autoBatch) return;
    if (auto) globalThis.clearInterval(auto.timer);
    auto = null;
    if (wanted === null) return;
    const timer = globalThis.setInterval(() => generateTracking(autoBatch), wanted * 1000);
    auto = { timer, everySeconds: wanted, batch: autoBatch };
  }

  function generateTracking(n: number) {
    const count = Math.max(0, Math.min(1000, Math.floor(n)));
    const made = makeRecords(count, trackingCounter, state, now());
    trackingCounter += count;
    commit({
      ...state,
      tracking: { ...state.tracking, buffer: [...state.tracking.buffer, ...made] },
    });
    return made;
  }

  function record(kind: SimRecordKind, params: unknown, outcome?: unknown): void {
    recordSeq += 1;
    const entry: SimRecord = { seq: recordSeq, time: now(), kind, params: structuredClone(params) };
    if (outcome !== undefined) entry.outcome = structuredClone(outcome);
    records = [...records, entry];
    timeline.add({
      time: entry.time,
      kind: 'record',
      method: kind,
      params: entry.params,
      result: entry.outcome,
    });
  }

  function emit<E extends NativeEventName>(event: E, data: NativeEvents[E]): void {
    const envelope: NativeEventEnvelope<E> = { v: BRIDGE_PROTOCOL_VERSION, event, data };
    const json = JSON.stringify(envelope);
    timeline.add({ time: now(), kind: 'event', event, result: data, responseChars: json.length });
    for (const deliver of pages.values()) deliver(json);
  }

  function noteFault(fault: FaultKind, note: string, method?: string): void {
    timeline.add({ time: now(), kind: 'fault', fault, note, method });
  }

  function publishWatches(): void {
    const list = [...watches.keys()].map((watchId) => ({
      watchId,
      intervalMs: state.location.watches.find((w) => w.watchId === watchId)?.intervalMs ?? 0,
    }));
    commit({ ...state, location: { ...state.location, watches: list } });
  }

  function startWatch(intervalMs: number, page: number | undefined): string {
    watchSeq += 1;
    const watchId = `watch-${watchSeq}`;
    const timer = globalThis.setInterval(() => {
      const fix = state.permissions.location.state === 'granted' ? fixNow(rt) : null;
      if (fix) emit('location', { ...fix, watchId });
    }, intervalMs);
    watches.set(watchId, { timer, page });
    const list = [...state.location.watches, { watchId, intervalMs }];
    commit({ ...state, location: { ...state.location, watches: list } });
    return watchId;
  }

  function stopWatch(watchId: string): boolean {
    const watch = watches.get(watchId);
    if (!watch) return false;
    globalThis.clearInterval(watch.timer);
    watches.delete(watchId);
    publishWatches();
    return true;
  }

  function stopAllWatches(page?: number): void {
    for (const [watchId, watch] of watches) {
      if (page === undefined || watch.page === page) stopWatch(watchId);
    }
  }

  const rt: Runtime = {
    state: () => state,
    update: (patch) => commit(mergeState(state, patch)),
    replace: (section, value) => commit({ ...state, [section]: value }),
    now,
    sleep: (ms) =>
      ms > 0 ? new Promise((resolve) => globalThis.setTimeout(resolve, ms)) : Promise.resolve(),
    record,
    emit,
    files,
    fetch: doFetch,
    origin,
    loadSample,
    decodeQr,
    startWatch,
    stopWatch,
  };

  function isLegacyAndroid(): boolean {
    const { platform, appVersion } = state.device;
    return platform === 'android' && compareVersions(appVersion, PHOTO_PICK_NAME_THRESHOLD) === -1;
  }

  /** The method a handler name dispatches to on this app, or the refusal. */
  function resolveMethod(name: string): BridgeMethod | NativeError {
    const unsupported = new NativeError('unsupported', nativeMessages.unsupported);
    let method: string = name;
    if (name === LEGACY_PHOTO_PICK_HANDLER) {
      if (!isLegacyAndroid()) return new NativeError('unsupported', nativeMessages.unknownHandler);
      method = 'pickPhoto';
    } else if (name === 'pickPhoto' && isLegacyAndroid()) {
      return unsupported;
    }
    if (!isMethod(method)) return new NativeError('unsupported', nativeMessages.unknownHandler);
    return state.device.supportedMethods.includes(method) ? method : unsupported;
  }

  async function run(method: BridgeMethod, request: BridgeRequest, page: number | undefined) {
    const handler = handlers[method] as (
      p: unknown,
      r: Runtime,
      c: { page?: number },
    ) => Promise<unknown>;
    try {
      const data = await handler(request.params, rt, { page });
      return { id: request.id, ok: true, code: 'ok', data } as BridgeResponse;
    } catch (e) {
      if (e instanceof NativeError) return failure(request.id, e.code, e.message);
      return failure(request.id, 'failed', (e as Error)?.message || codeMessages.failed);
    }
  }

  async function handle(
    input: BridgeRequest | string,
    context: HandleContext = {},
  ): Promise<BridgeResponse | null> {
    const started = now();
    const requestChars =
      context.requestChars ??
      (typeof input === 'string' ? input : (JSON.stringify(input) ?? '')).length;
    const request = parseRequest(input);
    if (!request) {
      const response = failure('', 'bad_params', nativeMessages.badRequest);
      timeline.add({
        time: started,
        kind: 'call',
        method: context.handlerName ?? '?',
        status: 'answered',
        code: response.code,
        error: nativeMessages.badRequest,
        requestChars,
        durationMs: 0,
      });
      return response;
    }
    const name = context.handlerName ?? request.method;
    const seq = timeline.add({
      time: started,
      kind: 'call',
      method: name,
      id: request.id,
      params: request.params,
      status: 'pending',
      requestChars,
    });
    const lost = (fault: FaultKind, note: string): null => {
      noteFault(fault, note, name);
      timeline.update(seq, { status: 'lost', durationMs: now() - started });
      return null;
    };
    const answer = (response: BridgeResponse, oversize = false): BridgeResponse => {
      const json = JSON.stringify(response);
      timeline.update(seq, {
        status: 'answered',
        code: response.code,
        durationMs: now() - started,
        responseChars: json.length,
        ...(response.ok
          ? { result: oversize ? `[超大响应 ${json.length} 字符]` : response.data }
          : { error: response.error }),
      });
      return response;
    };

    const method = resolveMethod(name);
    if (method instanceof NativeError)
      return answer(failure(request.id, method.code, method.message));
    const faults = state.faults;
    if (faults.timeout.includes(method)) return lost('timeout', '不回调，等待 H5 超时');
    const injected = faults.error.find((f) => f.method === method);
    if (injected) {
      const message = injected.message ?? codeMessages[injected.code] ?? nativeMessages.injected;
      noteFault('error', `注入错误 ${injected.code}`, name);
      return answer(failure(request.id, injected.code, message));
    }
    const slow = faults.slow.find((f) => f.method === method);
    if (slow) {
      noteFault('slow', `延迟 ${slow.delayMs} ms`, name);
      await rt.sleep(slow.delayMs);
    }
    const response = await run(method, request, context.page);
    // Read again: the fault panel may change while an interactive call waits.
    if (state.faults.loseCallback.includes(method)) return lost('loseCallback', '已执行但回调丢失');
    if (state.faults.oversize.includes(method) && response.ok) {
      noteFault('oversize', `响应超过 ${BRIDGE_MAX_PAYLOAD_CHARS} 字符`, name);
      const padding = 'x'.repeat(BRIDGE_MAX_PAYLOAD_CHARS + 1);
      const data = { ...(response.data as object | null), padding };
      return answer({ ...response, data } as unknown as BridgeResponse, true);
    }
    return answer(response);
  }

  function reset(): void {
    stopAllWatches();
    state = initialState();
    records = [];
    recordSeq = 0;
    trackingCounter = 0;
    files.clear();
    timeline.clear();
    commit(state);
  }

  const native: FakeNative = {
    handle,
    emit,
    get state() {
      return state;
    },
    setState: (patch: SimStatePatch) => commit(mergeState(state, patch)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    timeline: () => timeline.list(),
    clearTimeline: () => timeline.clear(),
    get records() {
      return records;
    },
    get controls() {
      return controls;
    },
    reset,
    connectPage(deliver) {
      pageSeq += 1;
      const page = pageSeq;
      pages.set(page, deliver);
      return {
        page,
        disconnect: () => {
          pages.delete(page);
          stopAllWatches(page);
        },
      };
    },
    noteFault,
    now,
    dispose() {
      stopAllWatches();
      if (auto) globalThis.clearInterval(auto.timer);
      auto = null;
    },
  };
  const controls = createControls({
    native,
    rt,
    generateTracking,
    load: (scenario) => commit(scenarioState(scenario, state, now())),
    save: (name) => stateScenario(state, name, now()),
  });
  return native;
}
