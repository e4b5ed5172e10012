/**
 * Opens the face provider's page. When the provider answers with a screen of this app (a provider
 * that returns at once to /faceVerify) it is opened in-app, keeping state; any other page — the
 * provider's own, even on this origin — with a full page load.
 */
import { inAppPathOf } from '@/lib/routing/in-app-path';

export function openFacePage(
  faceUrl: string,
  navigate: (to: string) => void,
  isAppRoute: (path: string) => boolean,
): void {
  const url = new URL(faceUrl, window.location.href);
  if (url.origin === window.location.origin && isAppRoute(url.pathname)) {
    navigate(inAppPathOf(url));
  } else {
    window.location.assign(url.href);
  }
}
