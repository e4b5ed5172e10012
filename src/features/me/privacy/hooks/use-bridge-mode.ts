import { useEffect, useState } from 'react';
import { bridge } from '@/lib/bridge/bridge';
import type { BridgeMode } from '@/lib/bridge/protocol';

/** Whether the page runs inside the app (`native`) or a plain browser (`web`); null while unknown. */
export function useBridgeMode(): BridgeMode | null {
  const [mode, setMode] = useState<BridgeMode | null>(() => bridge.mode());
  useEffect(() => {
    let alive = true;
    void bridge.ready().then((m) => {
      if (alive) setMode(m);
    });
    return () => {
      alive = false;
    };
  }, []);
  return mode;
}
