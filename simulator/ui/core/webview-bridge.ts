/**
 * The Electron shell's H5 runs in a <webview>: the simulator's one fake native answers it through
 * the relay (@sim/electron/host-relay.ts), the same fake native the iframe transport attaches.
 */
import { relayToWebview, type WebviewLike } from '@sim/electron/host-relay';
import { native } from './native';

export function connectWebview(webview: WebviewLike): () => void {
  return relayToWebview(webview, native);
}
