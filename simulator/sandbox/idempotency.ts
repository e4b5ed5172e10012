/**
 * Idempotency keys: a request carrying `Idempotency-Key` with the same key, path and user as an
 * earlier one gets the earlier answer replayed (not run again) for 24 h of sandbox time, so a
 * double tap or a retry after a time-out never grabs twice. A second request arriving while the
 * first still runs waits for it. Only answers the route itself gave (success, or a business
 * refusal) are kept: injected faults, auth failures and server errors leave the key free to retry.
 * Kept in memory, like the request log.
 */
import type { Db } from './store/db';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Added to a replayed answer. */
const REPLAYED_HEADER = 'Idempotency-Replayed';
const IDEMPOTENCY_TTL_MS = 24 * 3600_000;

export interface Stored {
  status: number;
  headers: [string, string][];
  body: string;
  /** The envelope state, for the request log. */
  state: number | null;
}

interface Entry {
  atMs: number;
  answer: Promise<Stored | null>;
}

/** What a run produced: the response, its state, and whether it may be replayed. */
export interface RunOutcome {
  response: Response;
  state: number | null;
  keep: boolean;
  /**
   * What this caller gets instead of `response` when the answer is lost on the way (the route ran
   * and its answer is kept for the key, but the caller sees a time-out or a dropped connection).
   */
  delivered?: Promise<Response>;
}

/** What became of a key: never seen, still running, or its kept answer. */
export type KeyState =
  { state: 'unknown' } | { state: 'running' } | { state: 'done'; stored: Stored };

type Idempotency = ReturnType<typeof createIdempotency>;
const byDb = new WeakMap<Db, Idempotency>();

/** The state of `key` for the user of `request` on `path` (the request-state route). */
export function keyState(db: Db, request: Request, path: string, key: string): Promise<KeyState> {
  const store = byDb.get(db);
  return store ? store.state(request, path, key) : Promise.resolve({ state: 'unknown' });
}

/** Who sent a request (its user's appUserId); throws when it carries no valid session. */
export type RequestUser = (db: Db, request: Request) => string;

/**
 * `userOf` is the account area's authentication, passed in by the wiring (api.ts): the kernel
 * keeps keys per user without knowing how sessions are kept.
 */
export function createIdempotency(db: Db, userOf: RequestUser) {
  function who(db: Db, request: Request): string {
    try {
      return userOf(db, request);
    } catch {
      return 'anonymous';
    }
  }

  const entries = new Map<string, Entry>();
  // A reset (or a restored snapshot) replaces the state: the keys of the old world are forgotten.
  let world = db.state;

  function sweep(now: number): void {
    for (const [k, e] of entries) if (now - e.atMs >= IDEMPOTENCY_TTL_MS) entries.delete(k);
  }

  const store = {
    /** The state of a key without running anything. */
    async state(request: Request, path: string, key: string): Promise<KeyState> {
      if (db.state !== world) return { state: 'unknown' };
      const entry = entries.get(`${who(db, request)} ${path} ${key.trim()}`);
      if (!entry) return { state: 'unknown' };
      const settled = await Promise.race([entry.answer, Promise.resolve('pending' as const)]);
      if (settled === 'pending') return { state: 'running' };
      return settled ? { state: 'done', stored: settled } : { state: 'unknown' };
    },
    /**
     * Runs `exec` once per (user, path, key); later calls get the stored answer with
     * `replayed: true`. Requests without the header always run.
     */
    async run(
      request: Request,
      path: string,
      exec: () => Promise<RunOutcome>,
    ): Promise<{ response: Response; state: number | null; replayed: boolean }> {
      const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim();
      if (!key) {
        const outcome = await exec();
        const response = outcome.delivered ? await outcome.delivered : outcome.response;
        return { ...outcome, response, replayed: false };
      }
      const scope = `${who(db, request)} ${path} ${key}`;
      if (db.state !== world) {
        entries.clear();
        world = db.state;
      }
      const now = db.now();
      sweep(now);
      const earlier = entries.get(scope);
      const stored = earlier ? await earlier.answer : null;
      if (stored) {
        const headers = new Headers(stored.headers);
        headers.set(REPLAYED_HEADER, 'true');
        const response = new Response(stored.body, { status: stored.status, headers });
        return { response, state: stored.state, replayed: true };
      }
      let settle!: (s: Stored | null) => void;
      entries.set(scope, { atMs: now, answer: new Promise((r) => (settle = r)) });
      try {
        const outcome = await exec();
        if (!outcome.keep) {
          entries.delete(scope);
          settle(null);
          return { ...outcome, replayed: false };
        }
        const body = await outcome.response.clone().text();
        settle({
          status: outcome.response.status,
          headers: [...outcome.response.headers.entries()],
          body,
          state: outcome.state,
        });
        // The answer is kept (requestState says done) before the lost one reaches the caller.
        if (outcome.delivered) {
          return { ...outcome, response: await outcome.delivered, replayed: false };
        }
        return { ...outcome, replayed: false };
      } catch (err) {
        entries.delete(scope);
        settle(null);
        throw err;
      }
    },
    clear(): void {
      entries.clear();
    },
  };
  byDb.set(db, store);
  return store;
}
