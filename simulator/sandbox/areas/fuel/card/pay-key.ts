/**
 * The payment key (getYptPubickKey): an RSA-OAEP (SHA-256) pair made on first use and kept in memory
 * for the sandbox's life, like the platform's key service. The phone encrypts the SMS code with the
 * public half; a secret under an unknown key id (the sandbox restarted since) is refused, so the
 * phone fetches the key again.
 */
import { base64ToBytes, bytesToBase64 } from '@/lib/encoding/base64';
import type { PaymentPublicKey } from '@/lib/contract/fuel/station';
import { reject } from '../../../envelope';
import type { Db } from '../../../store/db';
import { fuelMessages as m } from './messages';

interface Held {
  view: PaymentPublicKey;
  privateKey: CryptoKey;
}

const byDb = new WeakMap<Db, Promise<Held>>();
let made = 0;

async function make(): Promise<Held> {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    false,
    ['encrypt', 'decrypt'],
  );
  const spki = await crypto.subtle.exportKey('spki', pair.publicKey);
  made += 1;
  const keyId = `ypt-${Date.now().toString(36)}-${made}`;
  return {
    view: { keyId, algorithm: 'RSA-OAEP-256', publicKey: bytesToBase64(spki) },
    privateKey: pair.privateKey,
  };
}

function held(db: Db): Promise<Held> {
  let h = byDb.get(db);
  if (!h) {
    h = make();
    byDb.set(db, h);
  }
  return h;
}

export async function paymentKey(db: Db): Promise<PaymentPublicKey> {
  return { ...(await held(db)).view };
}

/** The clear secret, or the server's refusal for an unknown key or an unreadable secret. */
export async function decryptSecret(db: Db, keyId: string, secret: string): Promise<string> {
  const h = await held(db);
  if (keyId !== h.view.keyId) reject(m.keyExpired);
  try {
    const clear = await crypto.subtle.decrypt(
      { name: 'RSA-OAEP' },
      h.privateKey,
      base64ToBytes(secret),
    );
    return new TextDecoder().decode(clear);
  } catch {
    return reject(m.secretUnreadable);
  }
}
