/**
 * The H5 ⇄ native protocol (§7.5), written once: the H5 client (`lib/bridge`), the simulator's fake
 * native side and docs/bridge-protocol.md all follow these types. Native teams implement it on the
 * `WebViewJavascriptBridge` that Android and iOS hybrid apps inject.
 *
 * H5 → native: `WebViewJavascriptBridge.callHandler(method, request, callback)` where `request` is a
 * {@link BridgeRequest} (an object, or the same as a JSON string) and `callback` receives one
 * {@link BridgeResponse} (object or JSON string).
 * Native → H5: the H5 registers one handler, {@link NATIVE_EVENT_HANDLER}, that receives
 * {@link NativeEventEnvelope}s.
 */

export const BRIDGE_PROTOCOL_VERSION = 1;

/** The global the native side injects. */
export const BRIDGE_GLOBAL = 'WebViewJavascriptBridge';
/** Fired on `document` when the bridge is injected after the page started (Android JsBridge style). */
export const BRIDGE_READY_EVENT = 'WebViewJavascriptBridgeReady';
/** The one handler the H5 registers for native → H5 events. */
export const NATIVE_EVENT_HANDLER = 'driverNativeEvent';

/** §9: "bridge first app check 5 s after mount": no bridge by then means "not in the app". */
export const BRIDGE_READY_TIMEOUT_MS = 5_000;
/** A call whose callback has not come by then fails with `timeout`. */
export const BRIDGE_CALL_TIMEOUT_MS = 15_000;
/** Calls that wait on the driver (camera, gallery, scan, pay, permission dialogs). */
export const BRIDGE_INTERACTIVE_TIMEOUT_MS = 10 * 60_000;
/** Params or results larger than this (JSON, UTF-16 code units) are refused: images travel as refs. */
export const BRIDGE_MAX_PAYLOAD_CHARS = 256 * 1024;
/**
 * The most bytes one {@link BridgeMethods.readFile} answer carries: 96 KiB is 131,072 base64
 * characters, half of {@link BRIDGE_MAX_PAYLOAD_CHARS}, so an answer never nears the limit.
 */
export const BRIDGE_FILE_CHUNK_BYTES = 96 * 1024;
/** §9: Android apps older than this name the photo-pick handler {@link LEGACY_PHOTO_PICK_HANDLER}. */
export const PHOTO_PICK_NAME_THRESHOLD = '1.2.9';
export const LEGACY_PHOTO_PICK_HANDLER = 'photoPick';

export type Platform = 'ios' | 'android';
export type Wallet = 'alipay' | 'wechat';
export type PermissionKind = 'camera' | 'location';
export type PermissionState = 'granted' | 'denied' | 'prompt';
export type ImageSource = 'camera' | 'album';

/**
 * A picked or taken image, kept by the native side; the H5 gets its bytes only by asking for them
 * ({@link BridgeMethods.readFile}).
 */
export interface NativeFileRef {
  /** Opaque id the native side resolves in later calls (e.g. `uploadImage`). */
  ref: string;
  name: string;
  /** MIME type, e.g. image/jpeg. */
  type: string;
  size: number;
  width: number;
  height: number;
  /** A small URL the WebView can show (thumbnail), never a data: URL of the full image. */
  previewUrl: string;
}

/** One piece of a kept file's original bytes. */
export interface NativeFileChunk {
  /** Base64 of the bytes from `offset`; empty at or past the end. */
  data: string;
  offset: number;
  /** The whole original's size in bytes (the same in every chunk). */
  size: number;
  /** MIME type of the original. */
  type: string;
}

/** §3 upload result, as the platform's upload call answers it. */
export interface NativeUploadResult {
  fullFilePath: string;
  fullFileWatermarkPath: string | null;
}

export interface LocationFix {
  longitude: number;
  latitude: number;
  /** Metres. */
  accuracy: number;
  /** km/h. */
  speed: number;
  /** Degrees clockwise from north. */
  heading: number;
  /** ms since the epoch. */
  time: number;
  address?: string;
}

/** The ministry location SDK's waybill (网络货运 regulatory positioning). */
export interface RegulatoryWaybill {
  shippingNoteNumber: string;
  serialNumber: string;
  startCountrySubdivisionCode: string;
  endCountrySubdivisionCode: string;
  startLongitude?: number;
  startLatitude?: number;
  endLongitude?: number;
  endLatitude?: number;
  startLocationText?: string;
  endLocationText?: string;
  vehicleNumber?: string;
  driverName?: string;
}

/** A tracking event the native side recorded (§7.5), as `eventRecord/saveBatch` wants it. */
export interface NativeEventRecord {
  eventId: number;
  eventName: string;
  eventData: Record<string, unknown> | string;
  /** `YYYY-MM-DD HH:mm:ss`. */
  time: string;
}

/**
 * Every method: its params and its result. Names are the `callHandler` handler names.
 * "(interactive)" methods wait on the driver and use {@link BRIDGE_INTERACTIVE_TIMEOUT_MS}.
 */
export interface BridgeMethods {
  /** Which methods the installed app implements. Apps without it support the v1 core set. */
  capabilities: {
    params: Record<string, never>;
    result: { protocol: number; platform: Platform; appVersion: string; methods: string[] };
  };
  isApp: { params: Record<string, never>; result: { isApp: true; platform: Platform } };
  getDeviceId: { params: Record<string, never>; result: { deviceId: string } };
  getBrand: { params: Record<string, never>; result: { brand: string; model: string } };
  getAppVersion: { params: Record<string, never>; result: { version: string; platform: Platform } };
  /** Starts the app-store / APK download of a new version. */
  downloadApp: { params: { url: string }; result: null };
  /** (interactive) `orderInfo` is the signed order string the platform server issued. */
  pay: {
    params: { wallet: Wallet; orderInfo: string; orderNo: string };
    result: { wallet: Wallet; orderNo: string; status: 'success' };
  };
  phoneCall: { params: { phone: string }; result: null };
  /** (interactive) Camera or album; `count` ≤ 9. */
  chooseImage: {
    params: { source: ImageSource; count: number };
    result: { files: NativeFileRef[] };
  };
  /** (interactive) The system photo picker (album only). */
  pickPhoto: { params: { count: number }; result: { files: NativeFileRef[] } };
  /**
   * Native upload of a ref to the platform's upload call, with the driver's token. With
   * `watermark`, the lines are drawn at `position` (§9: 2).
   */
  uploadImage: {
    params: {
      ref: string;
      url: string;
      headers: Record<string, string>;
      watermark?: { lines: string[]; position: number };
    };
    result: NativeUploadResult;
  };
  /**
   * The original bytes of a picked or taken image (not its preview), `length` bytes from `offset`
   * (at most {@link BRIDGE_FILE_CHUNK_BYTES}; the native side may answer fewer). Not in apps from
   * before `capabilities`; `bad_params` when the ref is unknown.
   */
  readFile: {
    params: { ref: string; offset: number; length: number };
    result: NativeFileChunk;
  };
  downloadFile: { params: { url: string; fileName: string }; result: { path: string } };
  openBrowser: { params: { url: string }; result: null };
  closeApp: { params: Record<string, never>; result: null };
  /** (interactive) */
  share: {
    params: {
      title: string;
      text?: string;
      url?: string;
      imageUrl?: string;
      channel?: 'wechat' | 'moments' | 'system';
    };
    result: { shared: boolean };
  };
  syncCookie: { params: { url: string; cookies: Record<string, string> }; result: null };
  /** Hands navigation to the phone's map app (truck mode avoids truck-restricted roads). */
  openMap: {
    params: {
      latitude: number;
      longitude: number;
      name: string;
      address?: string;
      mode: 'truck' | 'car';
    };
    result: null;
  };
  /** The ministry location SDK for a waybill: start at departure, send while driving, stop on arrival. */
  regulatory: {
    params: {
      action: 'start' | 'send' | 'pause' | 'restart' | 'stop';
      waybill: RegulatoryWaybill;
    };
    result: { action: string; accepted: true };
  };
  copyText: { params: { text: string }; result: null };
  openSettings: { params: { kind?: PermissionKind }; result: null };
  checkPermission: { params: { kind: PermissionKind }; result: { state: PermissionState } };
  /** (interactive) Shows the system prompt when state is `prompt`. */
  requestPermission: { params: { kind: PermissionKind }; result: { state: PermissionState } };
  /** (interactive) Scan with the camera, or decode a QR code in a gallery image. */
  scanQr: { params: { source: ImageSource }; result: { text: string } };
  getLocation: { params: { highAccuracy?: boolean }; result: LocationFix };
  /** Starts `location` events every `intervalMs`; {@link clearWatch} stops them. */
  watchLocation: { params: { intervalMs: number }; result: { watchId: string } };
  clearWatch: { params: { watchId: string }; result: null };
  /** Takes (and forgets) the tracking events the app recorded since the last call. */
  getEventRecords: { params: Record<string, never>; result: { records: NativeEventRecord[] } };
}

export type BridgeMethod = keyof BridgeMethods;
export type BridgeParams<M extends BridgeMethod> = BridgeMethods[M]['params'];
export type BridgeResult<M extends BridgeMethod> = BridgeMethods[M]['result'];

export const BRIDGE_METHODS = [
  'capabilities',
  'isApp',
  'getDeviceId',
  'getBrand',
  'getAppVersion',
  'downloadApp',
  'pay',
  'phoneCall',
  'chooseImage',
  'pickPhoto',
  'uploadImage',
  'readFile',
  'downloadFile',
  'openBrowser',
  'closeApp',
  'share',
  'syncCookie',
  'openMap',
  'regulatory',
  'copyText',
  'openSettings',
  'checkPermission',
  'requestPermission',
  'scanQr',
  'getLocation',
  'watchLocation',
  'clearWatch',
  'getEventRecords',
] as const satisfies readonly BridgeMethod[];

export const INTERACTIVE_METHODS: readonly BridgeMethod[] = [
  'pay',
  'chooseImage',
  'pickPhoto',
  'share',
  'requestPermission',
  'scanQr',
];

export interface BridgeRequest<M extends BridgeMethod = BridgeMethod> {
  v: typeof BRIDGE_PROTOCOL_VERSION;
  /** Correlation id, unique per page load. */
  id: string;
  method: M;
  params: BridgeParams<M>;
}

/** Error codes. `timeout`, `not_ready`, `too_large` (outgoing) and `unavailable` arise in the H5. */
export type BridgeErrorCode =
  | 'cancelled'
  | 'denied'
  | 'failed'
  | 'unsupported'
  | 'bad_params'
  | 'too_large'
  | 'timeout'
  | 'not_ready'
  | 'unavailable';

export const BRIDGE_ERROR_CODES = [
  'cancelled',
  'denied',
  'failed',
  'unsupported',
  'bad_params',
  'too_large',
  'timeout',
  'not_ready',
  'unavailable',
] as const satisfies readonly BridgeErrorCode[];

export type BridgeResponse<M extends BridgeMethod = BridgeMethod> =
  | { id: string; ok: true; code: 'ok'; data: BridgeResult<M> }
  | { id: string; ok: false; code: BridgeErrorCode; error: string };

/** Native → H5 events. */
export interface NativeEvents {
  /** Android hardware/gesture back. The H5 decides: history back, or close at the root. */
  back: Record<string, never>;
  /** App went to the background / came back. */
  pause: Record<string, never>;
  resume: Record<string, never>;
  /** A fix from `watchLocation`. */
  location: LocationFix & { watchId: string };
}
export type NativeEventName = keyof NativeEvents;

export interface NativeEventEnvelope<E extends NativeEventName = NativeEventName> {
  v: typeof BRIDGE_PROTOCOL_VERSION;
  event: E;
  data: NativeEvents[E];
}

/** The object the native side injects as `window.WebViewJavascriptBridge`. */
export interface WebViewJavascriptBridge {
  callHandler(
    name: string,
    data: BridgeRequest | string,
    callback: (response: BridgeResponse | string) => void,
  ): void;
  registerHandler(
    name: string,
    handler: (data: NativeEventEnvelope | string, respond?: (reply: unknown) => void) => void,
  ): void;
}

/** How the client is connected: the native bridge, or the browser fallback (not in the app). */
export type BridgeMode = 'native' | 'web';
