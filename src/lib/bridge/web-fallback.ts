/**
 * Outside the app the client answers from browser APIs. Each method says whether this browser can
 * do it (that is what `capabilities()` lists in web mode); anything else fails 'unavailable' with a
 * sentence telling the driver to use the app.
 */
import { BridgeError } from './bridge-error';
import type { BridgeHost } from './host';
import type { EventHub } from './native-events';
import type { BridgeMethod, BridgeParams, BridgeResult, ImageSource } from './protocol';
import type { WebContext } from './web-context';
import { createDeviceIds, getAppVersion, getBrand } from './web-device';
import { createFileRegistry, pickImages } from './web-files';
import { downloadApp, downloadFile, openBrowser, phoneCall } from './web-links';
import {
  createWatches,
  getLocation,
  locationPermission,
  requestLocationPermission,
} from './web-location';
import { canScan, scanQr } from './web-qr';
import { readFile } from './web-read-file';
import { copyText, share } from './web-share';
import { uploadImage } from './web-upload';

interface WebMethod<M extends BridgeMethod> {
  available(host: BridgeHost): boolean;
  run(params: BridgeParams<M>, context: WebContext): BridgeResult<M> | Promise<BridgeResult<M>>;
}
type WebMethods = { [M in BridgeMethod]?: WebMethod<M> };

export interface WebFallback {
  methods(): ReadonlySet<BridgeMethod>;
  call<M extends BridgeMethod>(
    method: M,
    params: BridgeParams<M>,
    signal: AbortSignal,
  ): Promise<BridgeResult<M>>;
  /** Browser stand-ins for native events (`pause`/`resume` from page visibility) while in web mode. */
  activate(): void;
  deactivate(): void;
}

/** The protocol allows up to 9 images per pick. */
const MAX_PICK = 9;
const always = () => true;
const canPick = (host: BridgeHost) => typeof host.document.createElement === 'function';
const hasGeolocation = (host: BridgeHost) => !!host.navigator?.geolocation;

async function chooseImages(
  method: 'chooseImage' | 'pickPhoto',
  source: ImageSource,
  count: number,
  { host, signal, files }: WebContext,
) {
  const wanted = Math.min(MAX_PICK, Math.max(1, Math.floor(Number(count) || 1)));
  const picked = await pickImages(host, { source, count: wanted, method, signal });
  return { files: await Promise.all(picked.map((file) => files.add(file))) };
}

function webMethods(host: BridgeHost): WebMethods {
  const deviceId = createDeviceIds(host);
  const watches = createWatches();
  return {
    getDeviceId: { available: always, run: () => deviceId() },
    getBrand: { available: always, run: () => getBrand() },
    getAppVersion: { available: always, run: () => getAppVersion(host) },
    getEventRecords: { available: always, run: () => ({ records: [] }) },
    chooseImage: {
      available: canPick,
      run: (params, context) => chooseImages('chooseImage', params.source, params.count, context),
    },
    pickPhoto: {
      available: canPick,
      run: (params, context) => chooseImages('pickPhoto', 'album', params.count, context),
    },
    uploadImage: { available: () => !!host.fetch && !!host.FormData, run: uploadImage },
    readFile: { available: canPick, run: readFile },
    getLocation: { available: hasGeolocation, run: getLocation },
    watchLocation: { available: hasGeolocation, run: watches.watchLocation },
    clearWatch: { available: hasGeolocation, run: (params) => watches.clearWatch(params, host) },
    checkPermission: {
      available: always,
      // The file input asks the browser for the camera itself; there is nothing to check first.
      run: async ({ kind }) => ({
        state: kind === 'camera' ? 'granted' : await locationPermission(host),
      }),
    },
    requestPermission: {
      available: always,
      run: async ({ kind }) => ({
        state: kind === 'camera' ? 'granted' : await requestLocationPermission(host),
      }),
    },
    phoneCall: { available: () => !!host.location, run: (params) => phoneCall(params, host) },
    openBrowser: { available: () => !!host.open, run: (params) => openBrowser(params, host) },
    downloadApp: { available: () => !!host.open, run: (params) => downloadApp(params, host) },
    downloadFile: {
      available: () => !!host.open || (canPick(host) && !!host.document.body),
      run: (params) => downloadFile(params, host),
    },
    copyText: {
      available: () =>
        !!host.navigator?.clipboard?.writeText || typeof host.document.execCommand === 'function',
      run: (params) => copyText(params, host),
    },
    share: {
      available: () => typeof host.navigator?.share === 'function',
      run: (p) => share(p, host),
    },
    scanQr: { available: () => canScan(host) && canPick(host), run: scanQr },
  };
}

export function createWebFallback(host: BridgeHost | null, emit: EventHub['emit']): WebFallback {
  const table: WebMethods = host ? webMethods(host) : {};
  const files = host ? createFileRegistry(host) : null;

  const onVisibility = () => {
    const state = host?.document.visibilityState;
    if (state === 'hidden') emit('pause', {});
    else if (state === 'visible') emit('resume', {});
  };

  return {
    methods() {
      const methods = new Set<BridgeMethod>();
      if (!host) return methods;
      for (const [name, entry] of Object.entries(table))
        if (entry.available(host)) methods.add(name as BridgeMethod);
      return methods;
    },
    async call(method, params, signal) {
      const entry = table[method] as WebMethod<typeof method> | undefined;
      if (!host || !files || !entry || !entry.available(host))
        throw new BridgeError('unavailable', method);
      return entry.run(params, { host, signal, emit, files });
    },
    activate: () => host?.document.addEventListener('visibilitychange', onVisibility),
    deactivate: () => host?.document.removeEventListener('visibilitychange', onVisibility),
  };
}
