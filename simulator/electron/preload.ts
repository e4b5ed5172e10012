/**
 * Preload of the H5 <webview>: injects `window.WebViewJavascriptBridge` before the page's scripts,
 * as the Android/iOS apps do, and relays every call to the simulator UI (the webview's host page),
 * where the fake native answers it (guest-bridge.ts). Runs in the page's world (contextIsolation
 * off for the guest).
 */
import { ipcRenderer } from 'electron';
import { startGuestBridge } from './guest-bridge';

startGuestBridge(ipcRenderer, window);
