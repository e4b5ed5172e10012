export {
  CameraPermissionDialogs,
  askCameraDialog,
  cameraDialogTexts,
  type CameraDialogKind,
  type CameraPermissionDialogsProps,
} from './camera-permission-dialogs';
export {
  CAMERA_GRANT_MEMORY_S,
  CAMERA_GRANT_STORAGE_KEY,
  hasRememberedCameraGrant,
} from './camera-permission-flow';
export { ensureCameraPermission, showCameraDeniedDialog } from './ensure-camera-permission';
export { cameraPermissionMessages } from './messages';
