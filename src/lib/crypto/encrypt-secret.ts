/**
 * Encrypts a short secret (a payment SMS code) with the server's public key, so it never travels in
 * clear: RSA-OAEP with SHA-256 over the key's SPKI DER (base64), the cipher text base64 out.
 * WebCrypto only (the browser's and Node's `crypto.subtle`).
 */

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) out[i] = raw.charCodeAt(i);
  return out;
}

function toBase64(buffer: ArrayBuffer): string {
  let raw = '';
  for (const byte of new Uint8Array(buffer)) raw += String.fromCharCode(byte);
  return btoa(raw);
}

/** `publicKey`: SPKI DER in base64 (whitespace ignored). Rejects on a key that cannot be read. */
export async function encryptSecret(publicKey: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'spki',
    fromBase64(publicKey.replace(/\s+/g, '')),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const sealed = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(secret),
  );
  return toBase64(sealed);
}
