/**
 * Whether the platform can be reached. The WebView's `navigator.onLine` is trusted only when it
 * says offline; otherwise a failure is classed by its kind (network, time-out), and a failure that
 * does not say (the native upload's) is checked with one small request.
 */
import { waybill } from '@/lib/contract/waybill/waybills';
import { http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';

export function knownOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The request never reached the platform, or its answer never came back. */
export function isUnreachable(err: unknown): boolean {
  return err instanceof ApiError && (err.kind === 'network' || err.kind === 'timeout');
}

/** False when a small read fails as a network error or time-out (or the phone says offline). */
export async function platformReachable(): Promise<boolean> {
  if (knownOffline()) return false;
  try {
    await http.call(waybill.countByStatus, {}, { ignoreErrors: true, timeoutMs: 8000 });
    return true;
  } catch (err) {
    return !isUnreachable(err);
  }
}
