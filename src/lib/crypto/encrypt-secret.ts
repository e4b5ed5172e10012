/**
 * Encrypts a short secret (a payment SMS code) with the server's public key, so it never travels in
 * clear: RSA-OAEP with SHA-256 over the key's SPKI DER (base64), the cipher text base64 out.
 * WebCrypto only (the browser's and Node's `crypto.subtle`).
 */

import { base64ToBytes, bytesToBase64 } from '@/lib/encoding/base64';

/** `publicKey`: SPKI DER in base64 (whitespace ignored). Rejects on a key that cannot be read. */
export async function encryptSecret(publicKey: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'spki',
    base64ToBytes(publicKey.replace(/\s+/g, '')),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const sealed = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(secret),
  );
  return bytesToBase64(sealed);
}
