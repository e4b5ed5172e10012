import { showToast } from '@/components/feedback';
import { bridge } from '@/lib/bridge/bridge';
import { appStorage } from '@/lib/storage/browser-storage';
import { askCameraDialog } from './camera-permission-dialogs';
import {
  type CameraPermissionDeps,
  explainCameraDenied,
  runCameraPermissionFlow,
} from './camera-permission-flow';

const TOAST_MS = 2000;

function appDeps(): CameraPermissionDeps {
  return {
    bridge,
    storage: appStorage,
    ask: askCameraDialog,
    toast: (message) => showToast(message, TOAST_MS),
  };
}

/**
 * True when the camera may be used: remembered for about 30 days once granted (§6), otherwise asked
 * with the explanatory dialog first; false (after 温馨提示, or a toast saying why) when it may not.
 */
export function ensureCameraPermission(): Promise<boolean> {
  return runCameraPermissionFlow(appDeps());
}

/** 温馨提示 on its own: a scan or photo the native side refused for want of the permission. */
export function showCameraDeniedDialog(): Promise<void> {
  return explainCameraDenied(appDeps());
}
