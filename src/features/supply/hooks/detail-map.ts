/**
 * Navigation to a loading or unloading point: the phone's map app through the bridge (truck mode,
 * §7.5), or the map web page in a browser, which has no map app to hand over to.
 */
import { useEffect } from 'react';
import { showToast } from '@/components/feedback';
import { bridge } from '@/lib/bridge/bridge';
import { isBridgeError } from '@/lib/bridge/bridge-error';
import type { Place } from '@/lib/contract/supply';
import { placeText } from '@/lib/domain/place';

/** Amap's public navigation page: opens the app when installed, the web map otherwise. */
export function webMapUrl(place: Place, name: string): string {
  const to = `${place.longitude},${place.latitude},${name}`;
  return `https://uri.amap.com/navigation?to=${encodeURIComponent(to)}&mode=car&callnative=1`;
}

async function openMap(place: Place): Promise<void> {
  const { latitude, longitude, address } = place;
  const name = `${placeText(place)} ${address}`;
  try {
    if ((await bridge.ready()) === 'native') {
      await bridge.call('openMap', { latitude, longitude, name, address, mode: 'truck' });
    } else {
      await bridge.call('openBrowser', { url: webMapUrl(place, name) });
    }
  } catch (err) {
    if (isBridgeError(err) && err.code !== 'cancelled') showToast(err.message);
  }
}

export function useOpenMap() {
  useEffect(() => void bridge.ready(), []);
  return openMap;
}
