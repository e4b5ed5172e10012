import {
  BRIDGE_CALL_TIMEOUT_MS,
  BRIDGE_INTERACTIVE_TIMEOUT_MS,
  INTERACTIVE_METHODS,
  type BridgeMethod,
} from './protocol';

/**
 * §9 file time-out (1 hour). Not applied by default (uploads use the call time-out like any other
 * method); callers of `uploadImage`/`downloadFile` pass it as `timeoutMs` for large files on weak
 * networks.
 */
export const BRIDGE_FILE_TIMEOUT_MS = 60 * 60_000;

export function callTimeout(
  method: BridgeMethod,
  override: number | undefined,
  defaultMs: number = BRIDGE_CALL_TIMEOUT_MS,
): number {
  if (override !== undefined && Number.isFinite(override) && override > 0) return override;
  return INTERACTIVE_METHODS.includes(method) ? BRIDGE_INTERACTIVE_TIMEOUT_MS : defaultMs;
}
