/**
 * The tester's handle on a running simulator page: the fake native's controls, the sandbox
 * server, the H5 frame and the timeline, all typed. Used by the Playwright fixture and the
 * scenario runner.
 */
import type { APIRequestContext, Frame, FrameLocator, Page } from '@playwright/test';
import type { SimControls, TimelineEntry } from '@sim/bridge/api';
import type { RequestLogEntry } from '@sim/sandbox/request-log';
import type { FaultSpec } from '@sim/sandbox/faults';
import type { ScenarioName } from '@sim/sandbox/store/types';
import type { UserPatch, UserSummary } from '@sim/sandbox/control/people';
import type { DevicePresetId } from '@sim/ui/device/device-presets';
import type { GuardedWindow } from '@/lib/compat/webview-guard';
import type { SimulatorScenario } from '@sim/ui/core/scenario-file';
import { remote, type Remote } from './remote';

export const SIMULATOR_PATH = '/__sim/';
/** The phone frame's H5 view. */
const H5_IFRAME = 'iframe[title]';

export interface SmsMessage {
  mobile: string;
  template: string;
  code: string;
  time: string;
}

export interface TimelineFilter {
  kind?: TimelineEntry['kind'];
  method?: string;
  event?: string;
}

export interface SandboxHandle {
  scenario(name: ScenarioName): Promise<void>;
  reset(options?: { seed?: number; scenario?: ScenarioName }): Promise<void>;
  fault(path: string, spec?: Omit<FaultSpec, 'path'>): Promise<void>;
  clearFaults(): Promise<void>;
  config(patch: Record<string, unknown>): Promise<void>;
  sms(mobile?: string): Promise<SmsMessage[]>;
  /** The newest code sent to `mobile` (waits up to 5 s for it). */
  latestCode(mobile: string): Promise<string>;
  requests(path?: string): Promise<RequestLogEntry[]>;
  clearRequests(): Promise<void>;
  /** Tracking records the H5 uploaded with eventRecord/saveBatch. */
  events(): Promise<Record<string, unknown>[]>;
  /** Every driver with the statuses a reviewer decides (`GET /__sandbox/users`). */
  users(): Promise<UserSummary[]>;
  /** The platform's reviewer deciding for a driver (real-name status, licence approval, roles). */
  updateUser(mobile: string, patch: UserPatch): Promise<UserSummary>;
  /** The driver logs in on another phone: this phone's sessions end (505001, 登录过期). */
  loginElsewhere(mobile?: string): Promise<{ mobile: string; ended: number }>;
}

export type Sim = Remote<Omit<SimControls, 'timeline'>> & {
  page: Page;
  /** The H5 inside the phone frame. */
  h5: FrameLocator;
  /** The H5's current document as a Frame (for `evaluate` inside the H5). */
  h5Frame(): Promise<Frame>;
  /**
   * Waits, from the simulator page, until the H5's current document has started its app (after the
   * stand-ins an old WebView needs, src/main.tsx) or shown the update page; says which. In an
   * old-WebView frame, call it before any `evaluate` there: Playwright's page-side helper uses
   * `globalThis`, which that frame lacks until the H5 puts it back, and a failed helper stays
   * failed for the document.
   */
  h5Started(): Promise<'started' | 'update page'>;
  /**
   * The simulator page's clock (timeline, records and route playback use it). With
   * `page.clock.install()` before `open`, it is Playwright's fake clock.
   */
  now(): Promise<number>;
  /**
   * Runs the fake clock (every frame's timers) forward until `time` on the simulator page's clock;
   * needs `page.clock.install()` before `open`. Does nothing when that time has already passed.
   */
  advanceClockTo(time: number): Promise<void>;
  sandbox: SandboxHandle;
  /**
   * Opens the simulator with the H5's first document at `path` (default /login) and waits until
   * both are loaded. Where the H5 then goes (a guard's redirect) is its own doing. `device`
   * opens it in that phone from the first document on (e.g. an old-WebView preset, whose frame
   * must lose its APIs before the H5's first script).
   */
  open(path?: string, options?: { device?: DevicePresetId }): Promise<void>;
  /** Navigates the H5 (a full document load, as a deep link from native would). */
  goto(path: string): Promise<void>;
  reloadH5(): Promise<void>;
  h5Path(): Promise<string>;
  /** Switches the phone frame (and the fake native's platform). */
  devicePreset(preset: DevicePresetId): Promise<void>;
  timeline(filter?: TimelineFilter): Promise<TimelineEntry[]>;
  /** Loads a whole scenario (fake native and sandbox) from an object or JSON text. */
  loadScenario(scenario: SimulatorScenario | string): Promise<void>;
  saveScenario(name?: string): Promise<SimulatorScenario>;
};

function sandboxHandle(request: APIRequestContext, baseURL: string): SandboxHandle {
  const url = (path: string) => new URL(`/__sandbox/${path}`, baseURL).toString();
  async function send(method: string, path: string, data?: unknown): Promise<unknown> {
    const res = await request.fetch(url(path), {
      method,
      ...(data === undefined ? {} : { data }),
    });
    const text = await res.text();
    if (!res.ok()) throw new Error(`${method} /__sandbox/${path}: HTTP ${res.status()} ${text}`);
    return text ? (JSON.parse(text) as unknown) : null;
  }
  const handle: SandboxHandle = {
    scenario: async (name) => void (await send('POST', 'scenario', { name })),
    reset: async (options = {}) => void (await send('POST', 'reset', options)),
    fault: async (path, spec = {}) => void (await send('POST', 'fault', { ...spec, path })),
    clearFaults: async () => void (await send('DELETE', 'faults')),
    config: async (patch) => void (await send('POST', 'config', patch)),
    sms: async (mobile) =>
      (await send('GET', mobile ? `sms?mobile=${mobile}` : 'sms')) as SmsMessage[],
    async latestCode(mobile) {
      for (let i = 0; i < 50; i += 1) {
        const inbox = await handle.sms(mobile);
        const last = inbox.at(-1);
        if (last) return last.code;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no SMS code was sent to ${mobile}`);
    },
    requests: async (path) =>
      (await send(
        'GET',
        path ? `requests?path=${encodeURIComponent(path)}` : 'requests',
      )) as RequestLogEntry[],
    clearRequests: async () => void (await send('DELETE', 'requests')),
    events: async () => (await send('GET', 'events')) as Record<string, unknown>[],
    users: async () => (await send('GET', 'users')) as UserSummary[],
    updateUser: async (mobile, patch) =>
      (await send('POST', 'user', { mobile, ...patch })) as UserSummary,
    loginElsewhere: async (mobile) =>
      (await send('POST', 'login-elsewhere', mobile ? { mobile } : {})) as {
        mobile: string;
        ended: number;
      },
  };
  return handle;
}

async function evaluateSim(page: Page, path: readonly string[], args: unknown[]) {
  return page.evaluate(
    async ({ path, args }) => {
      const sim = window.__driverSim;
      if (!sim) throw new Error('the simulator page is not loaded (window.__driverSim missing)');
      let owner: unknown = sim;
      let target: unknown = sim;
      for (const key of path) {
        owner = target;
        target = (target as Record<string, unknown>)[key];
      }
      if (typeof target !== 'function')
        throw new Error(`__driverSim.${path.join('.')} is not a function`);
      const result: unknown = await (target as (...a: unknown[]) => unknown).apply(owner, args);
      // Only JSON crosses back: a structured clone of live objects would fail or mislead.
      return result === undefined ? undefined : (JSON.parse(JSON.stringify(result)) as unknown);
    },
    { path: [...path], args },
  );
}

export function createSim(page: Page, baseURL: string): Sim {
  const controls = remote<Omit<SimControls, 'timeline'>>((path, args) =>
    evaluateSim(page, ['controls', ...path], args),
  );
  const h5 = page.locator(H5_IFRAME).first().contentFrame();
  const loads = () => evaluateSim(page, ['h5', 'loads'], []) as Promise<number>;
  async function afterLoad(action: () => Promise<unknown>) {
    const before = await loads();
    await action();
    await page.waitForFunction((n) => (window.__driverSim?.h5.loads() ?? 0) > n, before);
  }

  const extras = {
    page,
    h5,
    sandbox: sandboxHandle(page.request, baseURL),
    async open(path = '/login', { device }: { device?: DevicePresetId } = {}) {
      // `?path=` makes the H5's first document the one asked for (no extra load before it).
      // Absolute: a page made outside Playwright Test (npm run sim:scenario) has no baseURL.
      const url = new URL(SIMULATOR_PATH, baseURL);
      url.searchParams.set('path', path);
      if (device) url.searchParams.set('device', device);
      await page.goto(url.toString());
      await page.waitForFunction(() => window.__driverSim !== undefined);
      await page.evaluate(() => window.__driverSim!.ready);
    },
    async h5Started() {
      const state = await page.waitForFunction((selector) => {
        const frame = document.querySelector<HTMLIFrameElement>(selector);
        const win = frame?.contentWindow as (Window & GuardedWindow) | null | undefined;
        return win?.__h5Started ? 'started' : win?.__h5Failed ? 'update page' : false;
      }, H5_IFRAME);
      return (await state.jsonValue()) as 'started' | 'update page';
    },
    goto: (path: string) => afterLoad(() => evaluateSim(page, ['h5', 'navigate'], [path])),
    reloadH5: () => afterLoad(() => evaluateSim(page, ['h5', 'reload'], [])),
    h5Path: () => evaluateSim(page, ['h5', 'path'], []) as Promise<string>,
    async h5Frame() {
      const handle = await page.locator(H5_IFRAME).first().elementHandle();
      const frame = await handle?.contentFrame();
      if (!frame) throw new Error('the simulator shows no H5 frame');
      return frame;
    },
    now: () => page.evaluate(() => Date.now()),
    async advanceClockTo(time: number) {
      const ahead = Math.ceil(time - (await extras.now()));
      if (ahead > 0) await page.clock.runFor(ahead);
    },
    devicePreset: async (preset: DevicePresetId) =>
      void (await evaluateSim(page, ['device'], [preset])),
    async timeline(filter: TimelineFilter = {}) {
      const all = (await evaluateSim(page, ['controls', 'timeline'], [])) as TimelineEntry[];
      return all.filter(
        (e) =>
          (filter.kind === undefined || e.kind === filter.kind) &&
          (filter.method === undefined || e.method === filter.method) &&
          (filter.event === undefined || e.event === filter.event),
      );
    },
    loadScenario: async (scenario: SimulatorScenario | string) =>
      void (await evaluateSim(page, ['load'], [scenario])),
    saveScenario: (name?: string) =>
      evaluateSim(page, ['save'], [name]) as Promise<SimulatorScenario>,
  };

  return new Proxy(extras, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !(key in target) && key !== 'then')
        return (controls as Record<string, unknown>)[key];
      return Reflect.get(target, key, receiver) as unknown;
    },
  }) as unknown as Sim;
}
