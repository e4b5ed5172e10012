/**
 * The fake native app: dispatches every bridge request to its method's handler (`handlers.ts`)
 * with panel state, through the injected faults (`fault-gate.ts`), and logs everything in its
 * timeline. Events go to the attached pages (`page-events.ts`); location watches and the tracking
 * timer keep their own timers (`watches.ts`, `tracking-timer.ts`).
 */
import type { CreateFakeNativeOptions, FakeNative, FaultKind, SimState } from './api';
import { failure, parseRequest, resolveMethod } from './bridge-request';
import { logBadRequest, logCall } from './call-log';
import { createControls } from './controls';
import { defaultSimState, mergeState } from './default-state';
import { throughFaultGate } from './fault-gate';
import { FileStore } from './files';
import { runHandler } from './handlers';
import { fixNow } from './handlers-location';
import { nativeMessages } from './messages';
import { PageEvents } from './page-events';
import { sampleQrDecoder } from './qr-decode';
import { NativeError, type Runtime } from './runtime';
import { sampleCache } from './samples';
import { scenarioState, stateScenario } from './scenario';
import { SimRecords } from './sim-records';
import { Timeline } from './timeline';
import { TrackingGenerator } from './tracking-timer';
import { LocationWatches } from './watches';

function defaultOrigin(): string {
  const origin = typeof location === 'undefined' ? undefined : location.origin;
  return origin && origin !== 'null' ? origin : 'http://localhost';
}

export function createFakeNative(options: CreateFakeNativeOptions = {}): FakeNative {
  const now = options.now ?? (() => Date.now());
  const origin = options.origin ?? defaultOrigin();
  const loadSample = sampleCache(options.loadSample, origin);
  const initialState = () => mergeState(defaultSimState(), options.state ?? {});

  let state = initialState();
  const listeners = new Set<(s: SimState) => void>();
  const notify = () => listeners.forEach((listener) => listener(state));
  const timeline = new Timeline(notify);
  const records = new SimRecords(timeline, now);
  const files = new FileStore();
  const events = new PageEvents(timeline, now);
  const emit: Runtime['emit'] = (event, data) => events.emit(event, data);
  const host = { state: () => state, commit, now };
  const tracking = new TrackingGenerator(host);
  const watches = new LocationWatches({ ...host, emit, fixNow: () => fixNow(rt) });

  function commit(next: SimState): void {
    state = next;
    tracking.sync(state.tracking);
    notify();
  }

  function noteFault(fault: FaultKind, note: string, method?: string): void {
    timeline.add({ time: now(), kind: 'fault', fault, note, method });
  }

  const rt: Runtime = {
    state: () => state,
    update: (patch) => commit(mergeState(state, patch)),
    replace: (section, value) => commit({ ...state, [section]: value }),
    now,
    sleep: (ms) =>
      ms > 0 ? new Promise((resolve) => globalThis.setTimeout(resolve, ms)) : Promise.resolve(),
    record: (kind, params, outcome) => records.add(kind, params, outcome),
    emit,
    files,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    origin,
    loadSample,
    decodeQr: options.decodeQr ?? sampleQrDecoder(loadSample),
    startWatch: (intervalMs, page) => watches.start(intervalMs, page),
    stopWatch: (watchId) => watches.stop(watchId),
  };

  const handle: FakeNative['handle'] = async (input, context = {}) => {
    const started = now();
    const requestChars =
      context.requestChars ??
      (typeof input === 'string' ? input : (JSON.stringify(input) ?? '')).length;
    const request = parseRequest(input);
    if (!request) {
      const response = failure('', 'bad_params', nativeMessages.badRequest);
      logBadRequest(timeline, { name: context.handlerName, started, requestChars }, response);
      return response;
    }
    const name = context.handlerName ?? request.method;
    const { id, params } = request;
    const log = logCall(timeline, now, noteFault, { name, id, params, started, requestChars });
    const method = resolveMethod(name, state.device);
    if (method instanceof NativeError) return log.answer(failure(id, method.code, method.message));
    const gate = { faults: () => state.faults, noteFault, sleep: rt.sleep };
    const run = () => runHandler(method, request, rt, context.page);
    return throughFaultGate(gate, { method, name, id, log, run });
  };

  const native: FakeNative = {
    handle,
    emit,
    get state() {
      return state;
    },
    setState: (patch) => commit(mergeState(state, patch)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    timeline: () => timeline.list(),
    clearTimeline: () => timeline.clear(),
    get records() {
      return records.list;
    },
    get controls() {
      return controls;
    },
    reset() {
      watches.stopAll();
      state = initialState();
      records.clear();
      tracking.restartCycle();
      files.clear();
      timeline.clear();
      commit(state);
    },
    connectPage: (deliver) => events.connect(deliver, (page) => watches.stopAll(page)),
    noteFault,
    noteField: (note) => timeline.add({ time: now(), kind: 'field', note }),
    now,
    dispose() {
      watches.stopAll();
      tracking.stop();
    },
  };
  const controls = createControls({
    native,
    rt,
    generateTracking: (n) => tracking.generate(n),
    load: (scenario) => commit(scenarioState(scenario, state, now())),
    save: (name) => stateScenario(state, name, now()),
  });
  return native;
}
