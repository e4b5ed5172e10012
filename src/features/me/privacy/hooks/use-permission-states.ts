/**
 * The live state of the system permissions the app uses (§6), read from the native side when the
 * page opens and again whenever the app comes back to the foreground — the driver changes them in
 * the system settings, outside the app. A plain browser has no such state to read.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { showToast } from '@/components/feedback';
import { bridge } from '@/lib/bridge/bridge';
import { isBridgeError } from '@/lib/bridge/bridge-error';
import type { BridgeMode, PermissionKind, PermissionState } from '@/lib/bridge/protocol';
import { useBridgeMode } from './use-bridge-mode';

/** `checking` until the first answer; `unknown` when the app could not tell. */
export type PermissionView = PermissionState | 'checking' | 'unknown';

const PERMISSION_KINDS: readonly PermissionKind[] = ['camera', 'location'];

type States = Record<PermissionKind, PermissionView>;
const CHECKING: States = { camera: 'checking', location: 'checking' };

async function readState(kind: PermissionKind): Promise<PermissionView> {
  try {
    return (await bridge.call('checkPermission', { kind })).state;
  } catch {
    return 'unknown';
  }
}

async function readAll(): Promise<States> {
  const [camera, location] = await Promise.all(PERMISSION_KINDS.map(readState));
  return { camera: camera!, location: location! };
}

export interface PermissionStates {
  mode: BridgeMode | null;
  states: States;
  openSettings(): Promise<void>;
}

export function usePermissionStates(): PermissionStates {
  const mode = useBridgeMode();
  const query = useQuery({
    queryKey: ['privacy', 'permissions'],
    queryFn: readAll,
    enabled: mode === 'native',
    // Never served from cache: the driver may have changed them in the system settings meanwhile.
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  const { refetch } = query;

  useEffect(() => {
    if (mode !== 'native') return;
    return bridge.on('resume', () => void refetch());
  }, [mode, refetch]);

  const openSettings = useCallback(async () => {
    try {
      await bridge.call('openSettings', {});
    } catch (err) {
      if (isBridgeError(err)) showToast(err.message);
      else throw err;
    }
  }, []);

  return { mode, states: query.data ?? CHECKING, openSettings };
}
