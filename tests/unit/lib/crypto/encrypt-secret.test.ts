import { describe, expect, it } from 'vitest';
import { encryptSecret } from '@/lib/crypto/encrypt-secret';

async function keyPair() {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = Buffer.from(await crypto.subtle.exportKey('spki', pair.publicKey)).toString(
    'base64',
  );
  return { spki, privateKey: pair.privateKey };
}

async function decrypt(privateKey: CryptoKey, secret: string): Promise<string> {
  const clear = await crypto.subtle.decrypt(
    { name: 'RSA-OAEP' },
    privateKey,
    Buffer.from(secret, 'base64'),
  );
  return new TextDecoder().decode(clear);
}

describe('encryptSecret', () => {
  it('round-trips through the private half of the key', async () => {
    const { spki, privateKey } = await keyPair();
    const secret = await encryptSecret(spki, '482913');
    expect(secret).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(secret).not.toContain('482913');
    expect(await decrypt(privateKey, secret)).toBe('482913');
  });

  it('gives a different cipher text each time (OAEP is randomised)', async () => {
    const { spki } = await keyPair();
    expect(await encryptSecret(spki, '123456')).not.toBe(await encryptSecret(spki, '123456'));
  });

  it('accepts a key broken over lines', async () => {
    const { spki, privateKey } = await keyPair();
    const wrapped = spki.replace(/(.{64})/g, '$1\n');
    expect(await decrypt(privateKey, await encryptSecret(wrapped, '000111'))).toBe('000111');
  });

  it('rejects a key that is not an SPKI public key', async () => {
    await expect(encryptSecret(btoa('not a key'), '123456')).rejects.toThrow();
  });
});
