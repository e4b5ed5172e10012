/**
 * The fake platform server: one fetch-standard handler (Request → Response) over a seeded,
 * stateful store made of area slices (areas/registry.ts). Used by MSW in the browser (browser.ts),
 * by a Node HTTP server (node-server.ts) and by tests (msw/node, or `sb.handle(new Request(…))`).
 */
import { createApi } from './api';
import { SLICES, wiredDb } from './areas/registry';
import { createControl, type SandboxControl } from './control';
import { createControlHttp } from './control-http';
import { RequestLog } from './request-log';
import { RouteTable, type RouteContext } from './router';
import { currentSchema, DEFAULT_SEED, registeredAreas, seedState } from './store/seed';
import { memoryStateStore, restoreState, serializeState, type StateStore } from './store/state';
import { seedEpoch } from './store/time';
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
  /** Where SMS codes and re-seeding of a stale saved state are announced; default console.info. */
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

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const persist = options.persist ?? memoryStateStore();
  const log = options.log ?? ((line: string) => console.info(line));
  const restored = restoreState(persist.load(), currentSchema(), registeredAreas());
  if ('problem' in restored) log(`[sandbox] ${restored.problem}`);
  // Read late: a story page swaps `Date` for its story clock, and the server keeps to the clock
  // of the page it runs in (a Date.now taken at creation could be the real one).
  const clock = options.now ?? (() => Date.now());
  // A fresh world is seeded on the day of the sandbox clock (its offset included).
  const epoch = () => seedEpoch(clock() + (options.config?.clockOffsetMs ?? 0));
  const initial =
    'state' in restored
      ? restored.state
      : seedState(options.seed ?? DEFAULT_SEED, options.scenario ?? 'newDriver', epoch());
  if (!('state' in restored) && options.config) Object.assign(initial.config, options.config);

  const db = wiredDb(initial, clock);
  const requests = new RequestLog();
  // A sandbox kept only in memory (stories, unit tests) has no one to read a saved copy: serializing
  // the whole market after every request would only cost each story time.
  const save = options.persist ? () => persist.save(serializeState(db.state)) : () => undefined;
  const core = { db, requests, save };
  const { control, functions } = createControl(core);
  const controlHttp = createControlHttp(functions, core);
  const table = new RouteTable(SLICES.flatMap((s) => s.routes));
  const observe = (ctx: RouteContext) => SLICES.forEach((s) => s.observe?.(ctx));
  const api = createApi({ db, requests, table, save, log, observe });
  save();

  return {
    async handle(request) {
      const url = new URL(request.url);
      const controlAt = url.pathname.indexOf('/__sandbox/');
      if (controlAt >= 0) {
        return controlHttp(request, url, url.pathname.slice(controlAt + '/__sandbox/'.length));
      }
      const apiAt = url.pathname.indexOf('/api/');
      if (apiAt < 0) return new Response('not a sandbox path', { status: 404 });
      return api(request, url, url.pathname.slice(apiAt));
    },
    control,
    routes: () => table.paths(),
  };
}
