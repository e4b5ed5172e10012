/**
 * Gives the HTTP client (which cannot import antd-mobile or the router) its side effects: toasts,
 * alerts, the 登录过期 dialog, logout, tracking, and the device and location headers.
 */
import { showAlert, showToast } from '@/components/feedback';
import { setHttpHooks } from '@/lib/http/hooks';
import { useSession } from '@/stores/session';
import { deviceInfo, deviceInfoGate } from '../native/device-info';
import { currentLocation } from '@/lib/bridge/location-fix';
import { dialogName, isGuardChecking, showLoginExpiredDialog } from './login-expired';
import { appMessages } from '../messages';
import { paths } from '@/lib/routing/paths';
import { isLoginPath } from '../routing/route-lists';
import { enqueueTrack } from '../tracking/track-queue';

export interface ShellNavigation {
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The path the driver is on now. */
  pathname(): string;
}

export function wireHttp(nav: ShellNavigation): void {
  setHttpHooks({
    toast(message, durationMs) {
      showToast(message, durationMs);
    },
    alert(message) {
      void showAlert({
        content: message,
        confirmText: appMessages.confirm,
        ...dialogName(appMessages.alertTitle),
      });
    },
    loginExpired() {
      // The guard shows the dialog itself and keeps the redirect back; the first page needs none.
      if (isGuardChecking() || isLoginPath(nav.pathname())) return;
      void showLoginExpiredDialog().then(() => {
        useSession.getState().clear();
        nav.navigate(paths.loginPwd.to(), { replace: true });
      });
    },
    logout() {
      useSession.getState().clear();
      if (isGuardChecking() || isLoginPath(nav.pathname())) return;
      nav.navigate(paths.loginPwd.to(), { replace: true });
    },
    track: (event) => enqueueTrack(event),
    location: currentLocation,
    device: deviceInfo,
    beforeSend: deviceInfoGate,
  });
}
