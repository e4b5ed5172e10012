import { bridgeErrorMessage } from './messages';
import type { BridgeErrorCode } from './protocol';

export interface BridgeErrorOptions {
  /** Overrides the catalogue sentence (still Chinese, still fit for a toast). */
  message?: string;
  /** What the native side (or the browser) said, for logs; never shown as is. */
  detail?: string;
  cause?: unknown;
}

/** Every failed bridge call rejects with a BridgeError whose `message` is ready to show. */
export class BridgeError extends Error {
  readonly code: BridgeErrorCode;
  readonly method: string;
  readonly detail?: string;

  constructor(code: BridgeErrorCode, method: string, options: BridgeErrorOptions = {}) {
    super(
      options.message ?? bridgeErrorMessage(code, method, options.detail),
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'BridgeError';
    this.code = code;
    this.method = method;
    if (options.detail !== undefined) this.detail = options.detail;
  }
}

/** Also true for a BridgeError from another realm (the simulator's frames). */
export function isBridgeError(err: unknown): err is BridgeError {
  if (err instanceof BridgeError) return true;
  if (typeof err !== 'object' || err === null) return false;
  const { name, code, method } = err as { name?: unknown; code?: unknown; method?: unknown };
  return name === 'BridgeError' && typeof code === 'string' && typeof method === 'string';
}
