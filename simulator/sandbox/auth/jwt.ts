/**
 * JWT-shaped tokens (header.payload.signature, base64url). The signature is a keyed hash, not
 * cryptography: it only has to make tampered or foreign tokens detectable inside the sandbox.
 */
import { hash32 } from '../store/prng';

export type TokenType = 'at' | 'rt';

export interface TokenPayload {
  /** JSON `{"username": mobile, "id": appUserId}` as the platform sends it (§3). */
  sub: string;
  iat: number;
  exp: number;
  typ: TokenType;
  /** Session id: logout revokes every token of the session. */
  sid: string;
  jti: string;
}

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecode(part: string): string {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

function signature(input: string, secret: string): string {
  const a = hash32(`${secret}|${input}`).toString(16).padStart(8, '0');
  const b = hash32(`${input}|${secret}|${a}`).toString(16).padStart(8, '0');
  return base64UrlEncode(a + b);
}

const HEADER = base64UrlEncode(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signToken(payload: TokenPayload, secret: string): string {
  const body = `${HEADER}.${base64UrlEncode(JSON.stringify(payload))}`;
  return `${body}.${signature(body, secret)}`;
}

export type VerifyResult =
  | { ok: true; payload: TokenPayload; username: string; id: string }
  | { ok: false; reason: 'malformed' | 'signature' };

/** Checks shape and signature only; expiry is the caller's decision (it answers differently). */
export function verifyToken(token: string, secret: string): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, body, sig] = parts as [string, string, string];
  if (signature(`${header}.${body}`, secret) !== sig) return { ok: false, reason: 'signature' };
  try {
    const payload = JSON.parse(base64UrlDecode(body)) as TokenPayload;
    const sub = JSON.parse(payload.sub) as { username?: unknown; id?: unknown };
    if (typeof sub.username !== 'string' || typeof sub.id !== 'string') {
      return { ok: false, reason: 'malformed' };
    }
    return { ok: true, payload, username: sub.username, id: sub.id };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}

export function tokenSecret(seed: number): string {
  return `sandbox-secret-${seed}`;
}
