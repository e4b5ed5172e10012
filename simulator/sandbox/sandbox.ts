/**
 * The fake platform server: one fetch-standard handler (Request → Response) over a seeded,
 * stateful store. Used by MSW in the browser (browser.ts), by a Node HTTP server (node-server.ts)
 * and by tests (msw/node, or `sb.handle(new Request(…))` directly).
 */
import { BusinessState } from '@/lib/contract/envelope';
import { authenticate } from './auth/sessions';
import { createControl, type SandboxControl } from './control';
import { createControlHttp } from './control-http';
import { decodePayload, describePayload, type Payload } from './decode';
import { Failure, failureResponse, httpFailure, okResponse } from './envelope';
import { applyFault, takeFault } from './faults';
import { serverMessages } from './messages';
import { headerSubset, queryOf, RequestLog } from './request-log';
import { allRoutes } from './routes/all';
import { RouteTable, type Route, type RouteContext } from './router';
import { Db } from './store/db';
import { DEFAULT_SEED, seedState } from './store/seed';
import { memoryStateStore, parseState, serializeState, type StateStore } from './store/state';
import type { SandboxConfig, ScenarioName } from './store/types';

export type { ScenarioName } from './store/types';
export type { StateStore } from './store/state';
export type { SandboxControl } from './control';

export interface SandboxOptions {
  seed?: number;
  scenario?: ScenarioName;
  /** Where state is kept; a stored state wins over seed/scenario (use control.reset to re-seed). */
  persist?: StateStore;
  /** Real clock (tests can drive it); config.clockOffsetMs is added on top. */
  now?: () => number;
  /** Where SMS codes are announced; default console.info. */
  log?: (line: string) => void;
  /** Initial config overrides for a fresh state. */
  config?: Partial<SandboxConfig>;
}

export interface Sandbox {
  handle(request: Request): Promise<Response>;
  control: SandboxControl;
  /** Paths of every API route the sandbox answers. */
  routes(): string[];
}

interface Outcome {
  response: Response;
  state: number | null;
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const persist = options.persist ?? memoryStateStore();
  const clock = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.info(line));
  const restored = parseState(persist.load());
  const initial =
    restored ?? seedState(options.seed ?? DEFAULT_SEED, options.scenario ?? 'newDriver');
  if (!restored && options.config) Object.assign(initial.config, options.config);

  const db = new Db(initial, clock);
  const requests = new RequestLog();
  const save = () => persist.save(serializeState(db.state));
  const control = createControl({ db, requests, save });
  const controlHttp = createControlHttp(control, () => db);
  const table = new RouteTable(allRoutes);
  const date = () => new Date(db.now());
  save();

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
      if (faulty) return { response: faulty, state: fault.state ?? fault.status ?? null };
    }
    if (!route) throw httpFailure(404);
    if (route.endpoint.method !== request.method) throw httpFailure(405);
    if (!decoded || 'error' in decoded)
      throw decoded && 'error' in decoded ? decoded.error : httpFailure(400);
    const data = await run(route, decoded.payload, request, url);
    return { response: okResponse(data, date()), state: BusinessState.ok };
  }

  async function api(request: Request, url: URL, path: string): Promise<Response> {
    let body: unknown = null;
    const started = new Date(db.now()).toISOString();
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
    requests.add({
      time: started,
      method: request.method,
      path,
      query: queryOf(url),
      headers: headerSubset(request.headers),
      body,
      status: outcome.response.status,
      state: outcome.state,
    });
    save();
    return outcome.response;
  }

  return {
    async handle(request) {
      const url = new URL(request.url);
      const controlAt = url.pathname.indexOf('/__sandbox/');
      if (controlAt >= 0) {
        const response = await controlHttp(
          request,
          url,
          url.pathname.slice(controlAt + '/__sandbox/'.length),
        );
        return response;
      }
      const apiAt = url.pathname.indexOf('/api/');
      if (apiAt < 0) return new Response('not a sandbox path', { status: 404 });
      return api(request, url, url.pathname.slice(apiAt));
    },
    control,
    routes: () => table.paths(),
  };
}
