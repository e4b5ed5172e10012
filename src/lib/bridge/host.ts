/**
 * The window-like object the client runs against. `window` satisfies it; node tests pass a small
 * fake (an EventTarget document and global timers) without a DOM. Everything the browser fallback
 * uses is optional and checked before use.
 */
import type { StorageLike } from '@/lib/domain/storage-expiry';

export interface HostEventTarget {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

export type HostDocument = HostEventTarget &
  Partial<Pick<Document, 'createElement' | 'body' | 'execCommand' | 'visibilityState'>>;

export interface Timers {
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Chromium's BarcodeDetector (not in TypeScript's DOM types yet). */
export interface BarcodeDetectorLike {
  detect(source: Blob): Promise<Array<{ rawValue: string }>>;
}
export interface BarcodeDetectorCtor {
  new (options?: { formats: string[] }): BarcodeDetectorLike;
}

export interface BridgeHost extends HostEventTarget, Timers {
  /** Injected by the native app; checked for shape before use, since anything may sit there. */
  WebViewJavascriptBridge?: unknown;
  document: HostDocument;
  navigator?: Navigator;
  location?: { href: string };
  localStorage?: StorageLike;
  open?(url: string, target?: string): unknown;
  fetch?: typeof fetch;
  FormData?: typeof FormData;
  URL?: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
  BarcodeDetector?: BarcodeDetectorCtor;
}

/** Used where there is no window at all (prerendering, node): the client goes straight to web mode. */
export const globalTimers: Timers = {
  setTimeout: (handler, ms) => globalThis.setTimeout(handler, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof clearTimeout>[0]),
};

export function defaultHost(): BridgeHost | null {
  return typeof window === 'undefined' ? null : window;
}
