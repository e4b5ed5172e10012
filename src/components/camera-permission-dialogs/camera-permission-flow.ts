/**
 * The camera-permission flow (§4, §6) with its dependencies injected, so unit tests drive it with a
 * fake bridge, a fake clock and fake dialogs: a remembered grant skips every question; an unasked
 * permission is explained before the system prompt; a refused one points to the settings.
 */
import type { BridgeClient } from '@/lib/bridge/bridge';
import { isBridgeError } from '@/lib/bridge/bridge-error';
import type { ExpiringStorage } from '@/lib/domain/storage-expiry';

/** §9: a grant is remembered for 2,626,560 s (about 30 days); under 31,536,000 counts as seconds. */
export const CAMERA_GRANT_MEMORY_S = 2_626_560;
export const CAMERA_GRANT_STORAGE_KEY = 'driver_camera_granted';

export type CameraDialogKind = 'explain' | 'denied';

export interface CameraPermissionDeps {
  bridge: Pick<BridgeClient, 'call'>;
  storage: Pick<ExpiringStorage, 'get' | 'set'>;
  /** Shows one dialog; true when the driver confirmed (去授权 / 去设置). */
  ask(kind: CameraDialogKind): Promise<boolean>;
  toast(message: string): void;
}

function rememberCameraGrant(storage: CameraPermissionDeps['storage']): void {
  storage.set(CAMERA_GRANT_STORAGE_KEY, true, CAMERA_GRANT_MEMORY_S);
}

export function hasRememberedCameraGrant(storage: CameraPermissionDeps['storage']): boolean {
  return storage.get<boolean>(CAMERA_GRANT_STORAGE_KEY) === true;
}

/** 温馨提示; 去设置 opens the app's permission settings. */
export async function explainCameraDenied(deps: CameraPermissionDeps): Promise<void> {
  if (!(await deps.ask('denied'))) return;
  try {
    await deps.bridge.call('openSettings', { kind: 'camera' });
  } catch (err) {
    if (isBridgeError(err)) deps.toast(err.message);
  }
}

function granted(deps: CameraPermissionDeps): true {
  rememberCameraGrant(deps.storage);
  return true;
}

async function firstRequest(deps: CameraPermissionDeps): Promise<boolean> {
  if (!(await deps.ask('explain'))) return false;
  const { state } = await deps.bridge.call('requestPermission', { kind: 'camera' });
  if (state === 'granted') return granted(deps);
  // 'prompt' again: the system prompt was dismissed without an answer; nothing to point at.
  if (state === 'denied') await explainCameraDenied(deps);
  return false;
}

export async function runCameraPermissionFlow(deps: CameraPermissionDeps): Promise<boolean> {
  if (hasRememberedCameraGrant(deps.storage)) return true;
  try {
    const { state } = await deps.bridge.call('checkPermission', { kind: 'camera' });
    if (state === 'granted') return granted(deps);
    if (state === 'prompt') return await firstRequest(deps);
    await explainCameraDenied(deps);
    return false;
  } catch (err) {
    if (!isBridgeError(err)) throw err;
    if (err.code === 'denied') await explainCameraDenied(deps);
    else if (err.code !== 'cancelled') deps.toast(err.message);
    return false;
  }
}
