/** Size limits and the reading of native answers, which may come as objects or JSON strings. */
import { BridgeError } from './bridge-error';
import { BRIDGE_ERROR_CODES, BRIDGE_MAX_PAYLOAD_CHARS, type BridgeErrorCode } from './protocol';

const ERROR_CODES: ReadonlySet<string> = new Set<BridgeErrorCode>(BRIDGE_ERROR_CODES);

/** JSON length in UTF-16 code units, or null for values JSON cannot carry (cycles, BigInt). */
function jsonLength(value: unknown): number | null {
  try {
    return (JSON.stringify(value) ?? '').length;
  } catch {
    return null;
  }
}

/** Refuses params that cannot travel: images go as refs, never as data. */
export function assertSendable(method: string, params: unknown): void {
  const length = jsonLength(params ?? {});
  if (length === null)
    throw new BridgeError('bad_params', method, { detail: 'params are not JSON' });
  if (length > BRIDGE_MAX_PAYLOAD_CHARS)
    throw new BridgeError('too_large', method, { detail: `params are ${length} chars` });
}

export type NativeAnswer =
  { kind: 'ignore' } | { kind: 'ok'; data: unknown } | { kind: 'error'; error: BridgeError };

const malformed = (method: string, detail: string): NativeAnswer => ({
  kind: 'error',
  error: new BridgeError('failed', method, { detail: `malformed response: ${detail}` }),
});

/** Turns one callback argument into a result, an error, or "not ours" (another call's id). */
export function readNativeAnswer(raw: unknown, expectedId: string, method: string): NativeAnswer {
  let answer: unknown = raw;
  let length: number | null;
  if (typeof raw === 'string') {
    length = raw.length;
    try {
      answer = JSON.parse(raw);
    } catch {
      return malformed(method, 'not JSON');
    }
  } else {
    length = jsonLength(raw);
  }
  if (typeof answer !== 'object' || answer === null) return malformed(method, 'not an object');
  const { id, ok, code, data, error } = answer as Record<string, unknown>;
  if (typeof id !== 'string') return malformed(method, 'no id');
  if (id !== expectedId) return { kind: 'ignore' };
  if (length === null || length > BRIDGE_MAX_PAYLOAD_CHARS) {
    const detail = length === null ? 'response is not JSON' : `response is ${length} chars`;
    return { kind: 'error', error: new BridgeError('too_large', method, { detail }) };
  }
  if (ok === true) return { kind: 'ok', data: data === undefined ? null : data };
  if (ok !== false) return malformed(method, 'no ok flag');
  const detail = typeof error === 'string' ? error : undefined;
  const known = typeof code === 'string' && ERROR_CODES.has(code);
  const errorCode = (known ? code : 'failed') as BridgeErrorCode;
  return {
    kind: 'error',
    error: new BridgeError(errorCode, method, {
      detail: detail ?? (known ? undefined : `unknown code ${String(code)}`),
    }),
  };
}
