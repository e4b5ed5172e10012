/** Session-token timing (§3, §4): access `at` and refresh `rt` JWTs whose `sub` holds username and id. */

export interface TokenClaims {
  username: string;
  id: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  iat?: number;
}

/** Refresh before sending a request when fewer than this many seconds remain. */
export const REFRESH_BEFORE_REQUEST_S = 300;
/** The background timer refreshes when fewer than this many seconds remain. */
export const PROACTIVE_REFRESH_S = 900;
/** Background check period and its random extra delay. */
const REFRESH_CHECK_INTERVAL_MS = 20_000;
const REFRESH_CHECK_JITTER_MS = 10_000;

function base64UrlDecode(part: string): string {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Decodes a JWT payload without verifying it; null when it is not a well-formed token of ours. */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.replace(/^Bearer\s+/i, '').split('.');
  if (parts.length !== 3) return null;
  try {
    const payload = JSON.parse(base64UrlDecode(parts[1]!)) as {
      sub?: unknown;
      exp?: unknown;
      iat?: unknown;
    };
    if (typeof payload.exp !== 'number' || typeof payload.sub !== 'string') return null;
    const sub = JSON.parse(payload.sub) as { username?: unknown; id?: unknown };
    if (
      typeof sub.username !== 'string' ||
      (typeof sub.id !== 'string' && typeof sub.id !== 'number')
    ) {
      return null;
    }
    return {
      username: sub.username,
      id: String(sub.id),
      exp: payload.exp,
      ...(typeof payload.iat === 'number' ? { iat: payload.iat } : {}),
    };
  } catch {
    return null;
  }
}

/** Seconds until the token expires (negative when expired; -Infinity when unreadable). */
export function secondsLeft(token: string | null | undefined, nowMs: number): number {
  const claims = decodeToken(token);
  return claims ? claims.exp - nowMs / 1000 : Number.NEGATIVE_INFINITY;
}

export function needsRefreshBeforeRequest(
  token: string | null | undefined,
  nowMs: number,
): boolean {
  return secondsLeft(token, nowMs) < REFRESH_BEFORE_REQUEST_S;
}

export function needsProactiveRefresh(token: string | null | undefined, nowMs: number): boolean {
  return secondsLeft(token, nowMs) < PROACTIVE_REFRESH_S;
}

/** Delay before the next background check: 20 s plus a random delay up to 10 s. */
export function nextRefreshCheckDelay(random: () => number = Math.random): number {
  return REFRESH_CHECK_INTERVAL_MS + Math.floor(random() * REFRESH_CHECK_JITTER_MS);
}
