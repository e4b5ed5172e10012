/**
 * The /api/* pipeline: scenario → fault → route → decode → auth → handler, every call logged for
 * `GET /__sandbox/requests` and the state saved after it.
 */
import { BusinessState } from '@/lib/contract/envelope';
import { authenticate } from './areas/account/auth/sessions';
import { decodePayload, describePayload, type Payload } from './decode';
import { Failure, failureResponse, httpFailure, okResponse } from './envelope';
import { applyFault, lostAnswer, takeFault } from './faults';
import { createIdempotency } from './idempotency';
import { serverMessages } from './messages';
import { headerSubset, queryOf, type RequestLog } from './request-log';
import type { Route, RouteContext, RouteTable } from './router';
import type { Db } from './store/db';

export interface ApiDeps {
  db: Db;
  requests: RequestLog;
  table: RouteTable;
  save(): void;
  log(line: string): void;
  /** Runs before the route of every request whose user is known (the slices' `observe`). */
  observe?(ctx: RouteContext): void;
}

interface Outcome {
  response: Response;
  state: number | null;
  /** An injected fault answered (never replayed for an idempotency key). */
  faulted?: boolean;
  /** The route ran but its answer is lost (a lostAnswer fault): this goes to the caller instead. */
  delivered?: Promise<Response>;
}

/** Answers an idempotency key may replay: the route's own success or business refusal. */
const REPLAYABLE_STATES: readonly (number | null)[] = [BusinessState.ok, 400];

export function createApi({ db, requests, table, save, log, observe }: ApiDeps) {
  const date = () => new Date(db.now());
  const idempotency = createIdempotency(
    db,
    (d, request) => authenticate(d, request).user.appUserId,
  );

  async function run(route: Route, payload: Payload, request: Request, url: URL): Promise<unknown> {
    const ctx: RouteContext = {
      db,
      request,
      url,
      user: null,
      sid: null,
      me: () => {
        if (!ctx.user) throw httpFailure(401);
        return ctx.user;
      },
      log,
    };
    if (route.auth === 'required') {
      if (db.state.scenario === 'expiredSession') {
        throw new Failure(BusinessState.loginExpired, serverMessages.loginExpired);
      }
      Object.assign(ctx, authenticate(db, request));
    } else if (route.auth === 'optional') {
      try {
        Object.assign(ctx, authenticate(db, request));
      } catch {
        // Optional: a missing or stale token just means "anonymous".
      }
    }
    if (ctx.user) observe?.(ctx);
    return route.run(payload, ctx);
  }

  async function answer(
    request: Request,
    url: URL,
    path: string,
    logBody: (b: unknown) => void,
  ): Promise<Outcome> {
    const route = table.find(path);
    let decoded: { payload: Payload } | { error: unknown } | null = null;
    if (route && route.endpoint.method === request.method) {
      decoded = await decodePayload(request, url, route.endpoint).then(
        (payload) => ({ payload }),
        (error: unknown) => ({ error }),
      );
      if ('payload' in decoded) logBody(describePayload(decoded.payload));
    } else {
      logBody(await request.text().catch(() => ''));
    }

    if (db.state.scenario === 'serverDown') throw httpFailure(503);
    const fault = takeFault(db.state, request.method, path);
    if (fault) {
      const faulty = await applyFault(fault, {
        signal: request.signal,
        timeoutMs: db.state.config.timeoutMs,
        date,
      });
      if (faulty) {
        return { response: faulty, state: fault.state ?? fault.status ?? null, faulted: true };
      }
    }
    if (!route) throw httpFailure(404);
    if (route.endpoint.method !== request.method) throw httpFailure(405);
    if (!decoded || 'error' in decoded)
      throw decoded && 'error' in decoded ? decoded.error : httpFailure(400);
    const data = await run(route, decoded.payload, request, url);
    const response = okResponse(data, date());
    if (fault?.lostAnswer) {
      // Not awaited: the key's answer is kept at once, the caller hears (or not) later.
      const delivered = lostAnswer(fault, {
        signal: request.signal,
        timeoutMs: db.state.config.timeoutMs,
        date,
      });
      return { response, state: BusinessState.ok, delivered };
    }
    return { response, state: BusinessState.ok };
  }

  /** The body of a replayed request, decoded for the log as a run request's would be. */
  async function decodeForLog(request: Request, url: URL, path: string): Promise<unknown> {
    const route = table.find(path);
    if (!route || route.endpoint.method !== request.method) return request.text().catch(() => '');
    return decodePayload(request, url, route.endpoint).then(describePayload, () => null);
  }

  return async function api(request: Request, url: URL, path: string): Promise<Response> {
    let body: unknown = null;
    const started = new Date(db.now()).toISOString();
    const exec = async () => {
      let outcome: Outcome;
      try {
        outcome = await answer(request, url, path, (b) => {
          body = b;
        });
      } catch (err) {
        const failure = err instanceof Failure ? err : httpFailure(500);
        if (!(err instanceof Failure)) console.error('[sandbox] handler error', path, err);
        outcome = { response: failureResponse(failure, date()), state: failure.state };
      }
      return { ...outcome, keep: !outcome.faulted && REPLAYABLE_STATES.includes(outcome.state) };
    };
    const outcome = await idempotency.run(request, path, exec);
    if (outcome.replayed) body = await decodeForLog(request, url, path);
    requests.add({
      time: started,
      method: request.method,
      path,
      query: queryOf(url),
      headers: headerSubset(request.headers),
      body,
      status: outcome.response.status,
      state: outcome.state,
      ...(outcome.replayed ? { replayed: true } : {}),
    });
    save();
    return outcome.response;
  };
}
