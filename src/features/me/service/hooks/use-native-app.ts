/**
 * What the page knows of the app around it: whether the native bridge is there (null while the
 * bridge client still waits), the platform, and the installed app's version (native only).
 */
import { useEffect, useState } from 'react';
import { bridge } from '@/lib/bridge/bridge';
import { platformFromUserAgent } from '@/lib/bridge/capabilities';
import type { BridgeMode, Platform } from '@/lib/bridge/protocol';

export interface NativeApp {
  mode: BridgeMode | null;
  platform: Platform;
  /** Empty outside the app or when the app did not tell. */
  installedVersion: string;
}

export function useNativeApp(): NativeApp {
  const [app, setApp] = useState<NativeApp>(() => ({
    mode: bridge.mode(),
    platform: platformFromUserAgent(globalThis.navigator?.userAgent),
    installedVersion: '',
  }));
  useEffect(() => {
    let live = true;
    void bridge
      .ready()
      .then(async (mode) => {
        if (live) setApp((a) => ({ ...a, mode }));
        if (mode !== 'native') return;
        const { version, platform } = await bridge.call('getAppVersion', {});
        if (live) setApp({ mode, platform, installedVersion: version });
      })
      // An app that cannot tell its version still downloads: the line is simply left out.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return app;
}
