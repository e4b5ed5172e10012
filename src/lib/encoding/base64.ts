/** Bytes ⇄ base64: file bytes over the bridge (`readFile`), keys and cipher text for WebCrypto. */

/** Characters per `String.fromCharCode` call: well below any engine's argument limit. */
const SPREAD = 0x2000;

export function bytesToBase64(bytes: Uint8Array | ArrayBuffer): string {
  if (bytes instanceof ArrayBuffer) bytes = new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < bytes.length; i += SPREAD)
    binary += String.fromCharCode(...bytes.subarray(i, i + SPREAD));
  return btoa(binary);
}

/** Throws on anything that is not base64. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
