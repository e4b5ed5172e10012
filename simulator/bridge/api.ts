/**
 * The fake native side's public surface: its state (what the simulator panels show and edit), its
 * control API (what scripts and the Playwright fixture call through `page.evaluate`, so every
 * argument and result is plain JSON) and its timeline. Additive changes only: the simulator page,
 * the automation fixture and the H5 tests code against these names.
 */
import type {
  BridgeErrorCode,
  BridgeMethod,
  BridgeRequest,
  BridgeResponse,
  NativeEventName,
  NativeEventRecord,
  NativeEvents,
  LocationFix,
  PermissionKind,
  PermissionState,
  Platform,
  RegulatoryWaybill,
  Wallet,
} from '@/lib/bridge/protocol';

/** The bundled sample photos (see `samples.ts` for their labels and sizes). */
export type SampleImageName = 'truck' | 'licence' | 'idCard' | 'receipt' | 'qr';
/** What the driver does when the camera or the gallery opens. */
export type ImageOutcome = SampleImageName | 'cancel' | 'fail';

export interface LngLat {
  longitude: number;
  latitude: number;
}

export interface DeviceState {
  platform: Platform;
  brand: string;
  model: string;
  /** Default '1.3.0'. Android below 1.2.9 names the photo picker `photoPick` (§9). */
  appVersion: string;
  deviceId: string;
  osVersion: string;
  /** Methods the installed app implements; the rest answer `unsupported`. Default: all. */
  supportedMethods: BridgeMethod[];
}

export interface ImageSourceState {
  /** Used when the one-shot queue is empty. */
  default: ImageOutcome;
  /** One-shot outcomes, consumed first-in first-out by the next calls. */
  queue: ImageOutcome[];
  /** How many files the driver picks when the page allows several (album only). Default 1. */
  pickCount: number;
}

export type QrMode = 'text' | 'image' | 'cancel' | 'fail';
export interface QrState {
  mode: QrMode;
  /** Returned in mode 'text'. Default '/i/about/aboutus'. */
  text: string;
  /** Decoded for real (jsqr) in mode 'image'. */
  image: SampleImageName;
}

export type LocationMode = 'fixed' | 'route' | 'off';
export type RouteStatus = 'playing' | 'paused' | 'stopped';

export type FieldConditionKind =
  'deadZone' | 'weakSignal' | 'tunnel' | 'background' | 'killed' | 'otherPhone';

/**
 * What the road does to the phone between two kilometre marks of its route (field-conditions.ts):
 * no signal, a weak one (slow answers, one in `loseEvery` lost), a tunnel (no GPS fix, then a
 * jump), the app in the background, the app killed (reopened at `toKm`), or — at `fromKm`, a point
 * — the account logged in on another phone.
 */
export interface FieldCondition {
  kind: FieldConditionKind;
  fromKm: number;
  toKm: number;
  /** weakSignal: extra time each answer takes (default 2000). */
  delayMs?: number;
  /** weakSignal: one answer in this many is lost (default 3; 0 none lost). */
  loseEvery?: number;
}

/** Route playback; the position follows the injected clock, so fake timers move the truck. */
export interface RouteState {
  name: string | null;
  points: LngLat[];
  speedKmh: number;
  loop: boolean;
  status: RouteStatus;
  /** Metres travelled at `anchorTime` (or now, when not playing). */
  offsetM: number;
  /** Clock time playback (re)started; null unless playing. */
  anchorTime: number | null;
  /** Field conditions by kilometre (absent in files saved before they existed). */
  conditions?: FieldCondition[];
}

export interface LocationState {
  mode: LocationMode;
  fixed: LngLat;
  /** Metres. */
  accuracy: number;
  address: string | null;
  route: RouteState | null;
  /** Active `watchLocation` watches (for display; their timers live in the fake native). */
  watches: { watchId: string; intervalMs: number }[];
}

/** Progress of the route at the current clock, for panels and scripts. */
export interface RouteProgress {
  name: string | null;
  status: RouteStatus | 'ended';
  distanceM: number;
  totalM: number;
  /** 0..1 */
  fraction: number;
  fix: LocationFix;
  /** The route's field conditions in force here (a tunnel: `fix` is where the fix was lost). */
  conditions: FieldCondition[];
}

export type PaymentOutcome = 'success' | 'cancel' | 'fail';
export interface WalletState {
  outcome: PaymentOutcome;
  /** Default 800. */
  delayMs: number;
}
export interface PaymentState {
  alipay: WalletState;
  wechat: WalletState;
  /** One-shot answers, consumed by the next `pay` with that wallet. */
  queue: { wallet: Wallet; outcome: PaymentOutcome; delayMs?: number }[];
}

export interface PermissionEntry {
  state: PermissionState;
  /** The driver's answer to the system prompt while `state` is 'prompt'. */
  promptAnswer: 'grant' | 'deny';
}
export type PermissionsState = Record<PermissionKind, PermissionEntry>;

export interface TrackingState {
  /** Records the app has buffered; `getEventRecords` takes them. */
  buffer: NativeEventRecord[];
  /** Generate `autoBatch` records every this many seconds; null = off. */
  autoEverySeconds: number | null;
  autoBatch: number;
}

export type RegulatoryStatus = 'running' | 'paused' | 'stopped';
export interface RegulatoryEntry {
  waybill: RegulatoryWaybill;
  status: RegulatoryStatus;
  sends: number;
  updatedAt: number;
}

export type ReadyFault = 'now' | 'late' | 'never';
export interface FaultState {
  ready: ReadyFault;
  /** For ready 'late'. Default 300. */
  readyDelayMs: number;
  /** These calls never answer (a native bug that drops the callback). */
  loseCallback: BridgeMethod[];
  /** Answer normally after the extra delay. */
  slow: { method: BridgeMethod; delayMs: number }[];
  /** Never answer: the H5's own time-out must fire. */
  timeout: BridgeMethod[];
  /** Answer with a payload larger than BRIDGE_MAX_PAYLOAD_CHARS. */
  oversize: BridgeMethod[];
  /** Answer this error code instead. */
  error: { method: BridgeMethod; code: BridgeErrorCode; message?: string }[];
}

export type AppLifecycle = 'foreground' | 'background' | 'closed';

export interface SimState {
  device: DeviceState;
  app: { lifecycle: AppLifecycle };
  camera: ImageSourceState;
  gallery: ImageSourceState;
  qr: QrState;
  location: LocationState;
  payment: PaymentState;
  permissions: PermissionsState;
  tracking: TrackingState;
  share: { outcome: 'shared' | 'cancel' };
  upload: { outcome: 'normal' | 'fail' };
  regulatory: Record<string, RegulatoryEntry>;
  faults: FaultState;
}

type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;
/** `setState` merges objects section by section, deeply; arrays and scalars are replaced. */
export type SimStatePatch = DeepPartial<SimState>;

/** `field`: a route's field condition began or ended (field-conditions.ts). */
export type TimelineKind = 'call' | 'event' | 'fault' | 'record' | 'field';
export type FaultKind =
  'loseCallback' | 'slow' | 'timeout' | 'oversize' | 'error' | 'readyLate' | 'readyNever';

export interface TimelineEntry {
  seq: number;
  /** Clock time (ms since epoch) the entry started. */
  time: number;
  kind: TimelineKind;
  /** Calls, faults and records: the bridge method (or the handler name the page used). */
  method?: string;
  /** Events: the native event name. */
  event?: NativeEventName;
  /** The request id of a call. */
  id?: string;
  params?: unknown;
  /** A call's data, an event's data, a record's detail. */
  result?: unknown;
  error?: string;
  code?: string;
  durationMs?: number;
  /** Calls: pending until answered; 'lost' when a fault dropped the callback. */
  status?: 'pending' | 'answered' | 'lost';
  /** JSON size of the request / response as they crossed the bridge. */
  requestChars?: number;
  responseChars?: number;
  /** Faults: which one, and a human note. */
  fault?: FaultKind;
  note?: string;
}

export type SimRecordKind =
  | 'phoneCall'
  | 'share'
  | 'openMap'
  | 'openBrowser'
  | 'downloadApp'
  | 'downloadFile'
  | 'closeApp'
  | 'syncCookie'
  | 'copyText'
  | 'openSettings'
  | 'regulatory'
  | 'pay'
  | 'uploadImage';

/** A side effect the app performed (phone call placed, map opened, money paid...). */
export interface SimRecord {
  seq: number;
  time: number;
  kind: SimRecordKind;
  params: unknown;
  /** What came of it, e.g. `{ shared: true }`, `{ status: 'cancel' }`, `{ path }`. */
  outcome?: unknown;
}

/** A whole-simulator scenario file. The sandbox part belongs to the simulator page. */
export interface SimScenario {
  version: 1;
  name: string;
  description?: string;
  device?: Partial<DeviceState>;
  permissions?: DeepPartial<PermissionsState>;
  camera?: Partial<ImageSourceState>;
  gallery?: Partial<ImageSourceState>;
  qr?: Partial<QrState>;
  location?: Partial<Omit<LocationState, 'watches'>>;
  payment?: DeepPartial<PaymentState>;
  faults?: Partial<FaultState>;
  tracking?: Partial<TrackingState>;
  share?: SimState['share'];
  upload?: SimState['upload'];
  sandbox?: unknown;
}

export interface PlayRouteOptions {
  /** Either explicit points or one of ROUTES' names. */
  points?: LngLat[];
  routeName?: string;
  /** Default 60. */
  speedKmh?: number;
  loop?: boolean;
  /** Field conditions by kilometre; default a preset road's own (ROUTES), else none. */
  conditions?: FieldCondition[];
}

/** Plain methods with JSON arguments: Playwright calls them through page.evaluate. */
export interface SimControls {
  camera: {
    next(outcome: ImageOutcome): void;
    setDefault(outcome: ImageOutcome): void;
  };
  gallery: {
    next(outcome: ImageOutcome): void;
    setDefault(outcome: ImageOutcome): void;
    setPickCount(n: number): void;
  };
  qr: {
    text(text: string): void;
    image(name: SampleImageName): void;
    cancel(): void;
    fail(): void;
  };
  location: {
    set(point: LngLat & { accuracy?: number; address?: string | null }): void;
    off(): void;
    playRoute(options: PlayRouteOptions): void;
    play(): void;
    pause(): void;
    stop(): void;
    /** Jump to a fraction (0..1) of the route. */
    seek(fraction: number): void;
    /** Changes the playback speed without moving the truck. */
    setSpeed(speedKmh: number): void;
    /** Replaces the loaded route's field conditions (the 定位 panel's 路况 editor). */
    setConditions(conditions: FieldCondition[]): void;
    current(): LocationFix;
    progress(): RouteProgress | null;
  };
  payment: {
    respond(wallet: Wallet, outcome: PaymentOutcome, delayMs?: number): void;
    setDefault(wallet: Wallet, outcome: PaymentOutcome, delayMs?: number): void;
  };
  permissions: {
    set(kind: PermissionKind, state: PermissionState): void;
    onPrompt(kind: PermissionKind, answer: 'grant' | 'deny'): void;
  };
  device: { set(patch: Partial<DeviceState>): void };
  share: { respond(outcome: 'shared' | 'cancel'): void };
  upload: { respond(outcome: 'normal' | 'fail'): void };
  native: {
    back(): void;
    pause(): void;
    resume(): void;
    /** The system kills the app: the H5's document is gone (the phone shows its desktop). */
    kill(): void;
    /** The driver opens the app again: a fresh H5 document at the app's start page. */
    reopen(): void;
  };
  tracking: {
    generate(n: number): NativeEventRecord[];
    pending(): NativeEventRecord[];
    /** Generate `batch` records every `everySeconds`; null stops it. */
    auto(everySeconds: number | null, batch?: number): void;
  };
  faults: { set(patch: Partial<FaultState>): void; clear(): void };
  timeline(): TimelineEntry[];
  clearTimeline(): void;
  records(): SimRecord[];
  state(): SimState;
  load(scenario: SimScenario): void;
  save(name?: string): SimScenario;
  reset(): void;
}

export interface HandleContext {
  /** The name the page passed to callHandler (legacy `photoPick`); default: request.method. */
  handlerName?: string;
  /** The attached page making the call; its watches stop when it detaches. */
  page?: number;
  /** Request size as it crossed the bridge. */
  requestChars?: number;
}

export interface FakeNative {
  /** Answers one request; resolves null when a fault loses the callback. */
  handle(request: BridgeRequest | string, context?: HandleContext): Promise<BridgeResponse | null>;
  /** Sends a native → H5 event to every attached page. */
  emit<E extends NativeEventName>(event: E, data: NativeEvents[E]): void;
  readonly state: SimState;
  setState(patch: SimStatePatch): void;
  subscribe(listener: (state: SimState) => void): () => void;
  timeline(): TimelineEntry[];
  clearTimeline(): void;
  readonly records: readonly SimRecord[];
  readonly controls: SimControls;
  reset(): void;
  /** Used by attachFakeNative: a page that receives events. Returns its page id and a detach. */
  connectPage(deliver: (envelopeJson: string) => void): { page: number; disconnect: () => void };
  /** Notes a fault applied outside `handle` (readiness) in the timeline. */
  noteFault(fault: FaultKind, note: string, method?: string): void;
  /** Notes a route's field condition beginning or ending in the timeline. */
  noteField(note: string): void;
  /** Clock used for timeline and route playback. */
  now(): number;
  /** Stops the fake native's timers (watches, auto tracking). */
  dispose(): void;
}

export interface CreateFakeNativeOptions {
  state?: SimStatePatch;
  now?: () => number;
  /** Used by uploadImage. Default: global fetch. */
  fetch?: typeof fetch;
  /** Relative upload URLs resolve against it. Default: location.origin, else http://localhost. */
  origin?: string;
  /** The bytes of a sample image. Default: fetch its asset URL. */
  loadSample?: (name: SampleImageName) => Promise<Blob>;
  /** Decodes the QR code in a sample image (null: none found). Default: jsqr over canvas pixels. */
  decodeQr?: (name: SampleImageName) => Promise<string | null>;
}
