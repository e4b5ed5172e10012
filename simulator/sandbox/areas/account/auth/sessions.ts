/** Token issue, verification, rotation and revocation. */
import type { TokenPair } from '@/lib/contract/account/auth';
import { BusinessState } from '@/lib/contract/envelope';
import {
  signToken,
  tokenSecret,
  verifyToken,
  type TokenPayload,
  type TokenType,
} from '../../../auth/jwt';
import { Failure } from '../../../envelope';
import { serverMessages } from '../../../messages';
import { defaultConfig } from '../../../store/config';
import type { Db } from '../../../store/db';
import { accountArea, type SessionRecord, type UserRecord } from './types';
import { nextNumber, userById } from './users';

function sessionOf(db: Db, sid: string): SessionRecord | undefined {
  return db.area(accountArea).sessions.find((s) => s.sid === sid);
}

function sign(db: Db, user: UserRecord, typ: TokenType, sid: string, jti: string): string {
  const iat = Math.floor(db.now() / 1000);
  const ttl = typ === 'at' ? db.state.config.accessTtlS : db.state.config.refreshTtlS;
  const payload: TokenPayload = {
    sub: JSON.stringify({ username: user.mobile, id: user.appUserId }),
    iat,
    exp: iat + ttl,
    typ,
    sid,
    jti,
  };
  return signToken(payload, tokenSecret(db.state.seed));
}

interface IssuedPair {
  pair: TokenPair;
  rtJti: string;
  atJti: string;
}

function pairFor(db: Db, user: UserRecord, sid: string): IssuedPair {
  const rtJti = `rt${nextNumber(db, 'token')}`;
  const atJti = `at${nextNumber(db, 'token')}`;
  const at = sign(db, user, 'at', sid, atJti);
  return { pair: { at, rt: sign(db, user, 'rt', sid, rtJti) }, rtJti, atJti };
}

/** Starts a new session (login). */
export function issueTokens(db: Db, user: UserRecord): TokenPair {
  const sid = `s${nextNumber(db, 'session')}`;
  const { pair, rtJti, atJti } = pairFor(db, user, sid);
  db.area(accountArea).sessions.push({
    sid,
    appUserId: user.appUserId,
    rtJti,
    atJti,
    replaced: null,
    revoked: false,
  });
  return pair;
}

/**
 * The refresh token the session's newest pair replaced, if it may still be used: within the grace
 * time and while no call has shown that the phone holds the newest pair.
 */
function replacedStillGood(db: Db, session: SessionRecord, jti: string): boolean {
  const replaced = session.replaced;
  return !!replaced && replaced.rtJti === jti && db.now() < replaced.untilMs;
}

const invalidRefresh = () => new Failure(BusinessState.tokenInvalid, serverMessages.tokenInvalid);

/**
 * Rotates the pair: the refresh token just used stops working once the new pair is used (a call
 * with its access token, or a refresh with its refresh token) or refreshGraceS has passed — until
 * then a repeat of the same refresh (its answer lost on the way) gets a fresh pair instead of a
 * logout. Any other problem → 10000000003.
 */
export function refreshTokens(db: Db, rt: string | undefined): TokenPair {
  const verified = verifyToken(rt ?? '', tokenSecret(db.state.seed));
  if (!verified.ok || verified.payload.typ !== 'rt') throw invalidRefresh();
  const { payload } = verified;
  if (payload.exp * 1000 <= db.now()) throw invalidRefresh();
  const session = sessionOf(db, payload.sid);
  const user = userById(db, verified.id);
  if (!session || session.revoked || !user) throw invalidRefresh();
  const repeated = session.rtJti !== payload.jti;
  if (repeated && !replacedStillGood(db, session, payload.jti)) throw invalidRefresh();
  const { pair, rtJti, atJti } = pairFor(db, user, session.sid);
  // A repeat keeps the grace of the token the phone still holds; a first use starts a new one.
  if (!repeated) {
    // A world saved before refreshGraceS existed has the default.
    const graceS = db.state.config.refreshGraceS ?? defaultConfig().refreshGraceS;
    const graceMs = graceS * 1000;
    session.replaced = graceMs > 0 ? { rtJti: session.rtJti, untilMs: db.now() + graceMs } : null;
  }
  session.rtJti = rtJti;
  session.atJti = atJti;
  return pair;
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? null : token;
}

export interface Authenticated {
  user: UserRecord;
  sid: string;
}

const unauthorized = () => new Failure(401, serverMessages.unauthorized, 401);
const loggedInElsewhere = () =>
  new Failure(BusinessState.loginExpired, serverMessages.loginExpired);

/** Missing, forged, revoked or refresh tokens → HTTP 401; an expired access token → 10000000002. */
export function authenticate(db: Db, request: Request): Authenticated {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const verified = verifyToken(token, tokenSecret(db.state.seed));
  if (!verified.ok || verified.payload.typ !== 'at') throw unauthorized();
  const session = sessionOf(db, verified.payload.sid);
  const user = userById(db, verified.id);
  if (session?.endedElsewhere) throw loggedInElsewhere();
  if (!session || session.revoked || !user) throw unauthorized();
  if (verified.payload.exp * 1000 <= db.now()) {
    throw new Failure(BusinessState.tokenExpired, serverMessages.tokenExpired);
  }
  // The phone has the newest pair: the refresh token it replaced is done.
  if (verified.payload.jti === session.atJti) session.replaced = null;
  return { user, sid: session.sid };
}

export function revokeSession(db: Db, sid: string): void {
  const session = sessionOf(db, sid);
  if (session) session.revoked = true;
}

/** Ends every session of the account (a new password). */
export function revokeSessionsOf(db: Db, appUserId: string): void {
  for (const s of db.area(accountArea).sessions) if (s.appUserId === appUserId) s.revoked = true;
}

/**
 * The account logged in on another phone: a new session starts there (its tokens go to nobody
 * here) and every earlier one ends — their calls answer 505001 (登录过期), their refresh 10000000003.
 * Returns how many sessions ended.
 */
export function loginElsewhere(db: Db, user: UserRecord): number {
  const live = db
    .area(accountArea)
    .sessions.filter((s) => s.appUserId === user.appUserId && !s.revoked);
  for (const s of live) {
    s.revoked = true;
    s.endedElsewhere = true;
  }
  issueTokens(db, user);
  return live.length;
}

/** The driver with the newest live session (the phone in the simulator), if any. */
export function newestSessionUser(db: Db): UserRecord | null {
  const live = db.area(accountArea).sessions.filter((s) => !s.revoked);
  const newest = live.at(-1);
  return newest ? userById(db, newest.appUserId) : null;
}
