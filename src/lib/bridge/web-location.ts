/** Location in the browser: the Geolocation API, with `location` events for watches. */
import { BridgeError } from './bridge-error';
import type { BridgeHost } from './host';
import { WEB_MESSAGES } from './messages';
import type { BridgeParams, BridgeResult, LocationFix, PermissionState } from './protocol';
import type { WebContext } from './web-context';

const PERMISSION_DENIED = 1;

function geolocation(host: BridgeHost, method: string): Geolocation {
  const geo = host.navigator?.geolocation;
  if (!geo) throw new BridgeError('unavailable', method);
  return geo;
}

const finite = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

function toFix(position: GeolocationPosition): LocationFix {
  const { coords } = position;
  return {
    longitude: coords.longitude,
    latitude: coords.latitude,
    accuracy: finite(coords.accuracy),
    // The browser gives m/s; the protocol wants km/h.
    speed: Math.round(finite(coords.speed) * 3.6 * 10) / 10,
    heading: finite(coords.heading),
    time: finite(position.timestamp) || Date.now(),
  };
}

function positionError(method: string, error: GeolocationPositionError): BridgeError {
  if (error.code === PERMISSION_DENIED)
    return new BridgeError('denied', method, { detail: error.message });
  return new BridgeError('failed', method, {
    message: WEB_MESSAGES.locationFailed,
    detail: error.message,
  });
}

function currentPosition(
  host: BridgeHost,
  method: string,
  highAccuracy: boolean,
): Promise<GeolocationPosition> {
  const geo = geolocation(host, method);
  return new Promise((resolve, reject) => {
    geo.getCurrentPosition(resolve, (error) => reject(positionError(method, error)), {
      enableHighAccuracy: highAccuracy,
      maximumAge: 0,
    });
  });
}

export async function getLocation(
  params: BridgeParams<'getLocation'>,
  { host }: WebContext,
): Promise<LocationFix> {
  return toFix(await currentPosition(host, 'getLocation', params.highAccuracy === true));
}

/** Browser watch ids by the protocol's string ids. */
export function createWatches() {
  const active = new Map<string, number>();
  let counter = 0;

  async function watchLocation(
    params: BridgeParams<'watchLocation'>,
    { host, emit }: WebContext,
  ): Promise<BridgeResult<'watchLocation'>> {
    const geo = geolocation(host, 'watchLocation');
    counter += 1;
    const watchId = `web-watch-${counter}`;
    const interval = Math.max(0, finite(params.intervalMs));
    let lastEmitted = -Infinity;
    const browserId = geo.watchPosition(
      (position) => {
        const fix = toFix(position);
        // The browser reports whenever it likes; the app asked for one fix per interval.
        if (fix.time - lastEmitted < interval) return;
        lastEmitted = fix.time;
        emit('location', { ...fix, watchId });
      },
      (error) => {
        // A refused permission never recovers within this watch; other errors are transient.
        if (error.code === PERMISSION_DENIED) clearWatch({ watchId }, host);
      },
      { enableHighAccuracy: true },
    );
    active.set(watchId, browserId);
    return { watchId };
  }

  function clearWatch(params: BridgeParams<'clearWatch'>, host: BridgeHost): null {
    const browserId = active.get(params.watchId);
    active.delete(params.watchId);
    if (browserId !== undefined) host.navigator?.geolocation?.clearWatch(browserId);
    return null;
  }

  return { watchLocation, clearWatch };
}

export async function locationPermission(host: BridgeHost): Promise<PermissionState> {
  const permissions = host.navigator?.permissions;
  if (!host.navigator?.geolocation) return 'denied';
  if (!permissions?.query) return 'prompt';
  try {
    const status = await permissions.query({ name: 'geolocation' });
    return status.state;
  } catch {
    return 'prompt';
  }
}

/** The browser shows its prompt on the first position request; its answer is the permission. */
export async function requestLocationPermission(host: BridgeHost): Promise<PermissionState> {
  const known = await locationPermission(host);
  if (known !== 'prompt') return known;
  try {
    await currentPosition(host, 'requestPermission', false);
    return 'granted';
  } catch (error) {
    return error instanceof BridgeError && error.code === 'denied' ? 'denied' : 'prompt';
  }
}
