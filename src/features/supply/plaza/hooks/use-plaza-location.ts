/**
 * The driver's position for 附近货源, asked of the native app when the tab is shown. A refused
 * permission and a failed fix are states of their own (the screen says why and offers the way out);
 * coming back to the app from its settings tries again by itself.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '@/components/feedback';
import { bridge } from '@/lib/bridge/bridge';
import { isBridgeError } from '@/lib/bridge/bridge-error';

export interface LngLat {
  longitude: number;
  latitude: number;
}

export type PlazaLocation =
  | { status: 'locating' }
  | { status: 'ready'; at: LngLat }
  | { status: 'denied' }
  | { status: 'failed' };

export function usePlazaLocation() {
  const [location, setLocation] = useState<PlazaLocation>({ status: 'locating' });
  const attempt = useRef(0);

  /** Asks for a fix; only the newest attempt's answer is shown. */
  const ask = useCallback(async () => {
    attempt.current += 1;
    const mine = attempt.current;
    let next: PlazaLocation;
    try {
      const fix = await bridge.call('getLocation', {});
      next = { status: 'ready', at: { longitude: fix.longitude, latitude: fix.latitude } };
    } catch (error) {
      next = { status: isBridgeError(error) && error.code === 'denied' ? 'denied' : 'failed' };
    }
    if (mine === attempt.current) setLocation(next);
  }, []);

  const locate = useCallback(() => {
    setLocation({ status: 'locating' });
    return ask();
  }, [ask]);

  useEffect(() => {
    void ask();
    // A late answer after leaving the tab is dropped.
    return () => void (attempt.current += 1);
  }, [ask]);

  const stuck = location.status === 'denied' || location.status === 'failed';
  useEffect(() => {
    if (!stuck) return;
    return bridge.on('resume', () => void locate());
  }, [stuck, locate]);

  const openSettings = useCallback(async () => {
    try {
      await bridge.call('openSettings', { kind: 'location' });
    } catch (error) {
      if (isBridgeError(error)) showToast(error.message, 2000, 'fail');
    }
  }, []);

  return { location, locate, openSettings };
}
