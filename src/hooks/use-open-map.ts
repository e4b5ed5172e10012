/**
 * Navigation to a point (a loading point, a waybill's place, a fuel station): the phone's map app
 * through the bridge (truck mode, §7.5), or the map web page in a browser, which has no map app to
 * hand over to. A bridge failure other than the driver's own cancel is said in a toast.
 */
import { useEffect } from 'react';
import { showToast } from '@/components/feedback';
import { bridge } from '@/lib/bridge/bridge';
import { isBridgeError } from '@/lib/bridge/bridge-error';

export interface MapTarget {
  longitude: number;
  latitude: number;
  name: string;
  address: string;
}

/** Amap's public navigation page: opens the app when installed, the web map otherwise. */
function webMapUrl({ longitude, latitude, name }: MapTarget): string {
  const to = `${longitude},${latitude},${name}`;
  return `https://uri.amap.com/navigation?to=${encodeURIComponent(to)}&mode=car&callnative=1`;
}

async function openMap(target: MapTarget): Promise<void> {
  const { latitude, longitude, name, address } = target;
  try {
    if ((await bridge.ready()) === 'native') {
      await bridge.call('openMap', { latitude, longitude, name, address, mode: 'truck' });
    } else {
      await bridge.call('openBrowser', { url: webMapUrl(target) });
    }
  } catch (err) {
    if (isBridgeError(err) && err.code !== 'cancelled') showToast(err.message);
  }
}

export function useOpenMap() {
  useEffect(() => void bridge.ready(), []);
  return openMap;
}
