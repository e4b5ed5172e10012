/**
 * A v4 UUID (idempotency keys, ids). `crypto.randomUUID` exists from Chrome 92 / Safari 15.4 and
 * only in secure contexts; everywhere else the same UUID is built from `getRandomValues` (Chrome
 * 11, Safari 6.1). The polyfill of src/lib/compat installs `uuidFromRandomValues` as
 * `crypto.randomUUID` where it is missing.
 */
export function uuidFromRandomValues(source: Pick<Crypto, 'getRandomValues'> = crypto): string {
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function randomUuid(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : uuidFromRandomValues();
}
