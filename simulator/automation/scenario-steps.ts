/**
 * Scripted steps of a scenario file. A scenario file is the simulator's saved JSON (fake native
 * and sandbox state, loadable in the simulator page too) plus `start` and `steps` for the runner.
 *
 * Values saved by a `control` step (`save`) can be used in later steps as `${name}`: inside a
 * longer string they are spliced in as text; a string that is exactly `${name}` becomes the saved
 * value itself (a number stays a number).
 */
import type { SimulatorScenario } from '@sim/ui/core/scenario-file';

/** Roles a `tap` may name (default: a button, link or tab, or this exact text). */
/** The signature a script draws on the contract's pad: a zigzag through its middle (fractions of it). */
export const SIGNATURE_STROKE: readonly (readonly [number, number])[] = [
  [0.2, 0.5],
  [0.3, 0.3],
  [0.4, 0.7],
  [0.5, 0.3],
  [0.6, 0.7],
  [0.7, 0.4],
];

export type TapRole = 'button' | 'link' | 'tab' | 'radio' | 'checkbox' | 'option' | 'menuitem';

export type ScenarioStep =
  /** A simulator control, e.g. `{ "do": "camera.next", "args": ["receipt"] }`. */
  | { do: string; args?: unknown[] }
  /** Type into the H5 field with this label or placeholder. */
  | { fill: string; value: string }
  /** Type the newest SMS code sent to `mobile` into the field labelled `fill`. */
  | { fillSmsCode: string; mobile: string }
  /**
   * Type the sandbox's current password of `mobile` into the field labelled `fillPassword`: a
   * recording names the account, never the secret itself.
   */
  | { fillPassword: string; mobile: string }
  /**
   * Tap the H5 button, link or tab with this accessible name (or this exact text); with `role`, an
   * element of that role; with `exact: false`, a name that contains it (the first match).
   */
  | { tap: string; role?: TapRole; exact?: boolean }
  /** Tick a checkbox by its label. */
  | { check: string }
  /** Press a key `times` times on the H5 element of this role and name (e.g. a date wheel). */
  | { press: string; role: string; name: string; times?: number }
  /**
   * Add a photo through an uploader: `photo` is the add button's name (上传身份证人像面) or, with
   * `card`, the title of the uploader's card (装货照片); `source` 拍照 (default) or 从相册选择.
   */
  | { photo: string; source?: '拍照' | '从相册选择'; card?: boolean }
  /** Sign on the contract's signature pad. */
  | { draw: 'signature' }
  /**
   * A sandbox control call, e.g. `{ "control": "POST trip/approve-receipt", "body": { "id":
   * "${waybill}" } }` (path under /__sandbox/); `save` keeps parts of the JSON answer by dotted
   * path (`"0.id"`, `"orders.0.orderNo"`) for later steps.
   */
  | { control: string; body?: unknown; save?: Record<string, string> }
  /**
   * Run the page clock forward (`"+5s"`, `"+2m"`, `"+1h"`) in 5-s steps, letting each location
   * poll be answered; needs `"clock": true` in the file.
   */
  | { clock: string }
  | { expectText: string; timeoutMs?: number }
  /**
   * A checkpoint on the sandbox: the JSON answer of the control read `expectSandbox` (`"GET
   * trip/waybills?mobile=…"`) holds `equals` at the dotted path `at`, within `timeoutMs` (default
   * 3 s). A failure names the checkpoint (`name`).
   */
  | { expectSandbox: string; at: string; equals: unknown; name?: string; timeoutMs?: number }
  /**
   * A checkpoint on the picture: the H5 looks like the file's `screenshots[name]`, at most
   * `tolerance` (default 0.02) of its pixels differing.
   */
  | { screenshot: string; tolerance?: number }
  | { expectNoText: string }
  | { expectPath: string; timeoutMs?: number }
  /** A bridge call (or native event) the H5 made, with the given method/event. */
  | { expectCall: string; timeoutMs?: number }
  /**
   * A request the H5 sent to the sandbox whose path ends with this; with `headers`, one that
   * carried these (names lower-case, values exact).
   */
  | { expectRequest: string; headers?: Record<string, string>; timeoutMs?: number }
  | { goto: string }
  | { sandbox: 'scenario' | 'fault' | 'clearFaults' | 'reset'; args?: unknown[] }
  | { wait: number };

export interface ScenarioFile extends SimulatorScenario {
  /** The H5 path to open first (default /login). */
  start?: string;
  /**
   * Install Playwright's page clock before the simulator opens, so `clock` steps can run time
   * forward (countdowns, minutes on the road). It still runs at the normal pace in between.
   */
  clock?: boolean;
  /**
   * The phone asks for less motion (prefers-reduced-motion): the H5 then drops antd-mobile's
   * springs, so sheets and dialogs are there at once instead of sliding.
   */
  reducedMotion?: boolean;
  steps?: ScenarioStep[];
  /** Pictures of `screenshot` checkpoints by name (JPEG data URLs, made by the recorder). */
  screenshots?: Record<string, string>;
}

/**
 * The part of a file the simulator's scenario loader reads: not the runner's keys, not the
 * pictures, not a bug file's report (its `report…` keys).
 */
export function worldOf(file: ScenarioFile): SimulatorScenario {
  const world: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(file)) {
    if (RUNNER_KEYS.has(key) || key.startsWith('report')) continue;
    world[key] = value;
  }
  return world as unknown as SimulatorScenario;
}

const RUNNER_KEYS = new Set(['start', 'steps', 'clock', 'reducedMotion', 'screenshots']);

export function describeStep(step: ScenarioStep): string {
  return JSON.stringify(step);
}

/** `"+5s"`, `"+2m"`, `"+1h"` → milliseconds. */
export function parseClockStep(text: string): number {
  const match = /^\+(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(text.trim());
  if (!match) throw new Error(`clock step "${text}": write it as +5s, +2m or +1h`);
  const unit = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 }[match[2] as 'ms' | 's' | 'm' | 'h'];
  return Math.round(Number(match[1]) * unit);
}

/** Replaces `${name}` with saved values (see the module comment). */
export function withVars<T>(value: T, vars: ReadonlyMap<string, unknown>): T {
  if (typeof value === 'string') {
    const whole = /^\$\{(\w+)\}$/.exec(value);
    if (whole) return lookup(vars, whole[1]!) as T;
    return value.replace(/\$\{(\w+)\}/g, (_, name: string) => String(lookup(vars, name))) as T;
  }
  if (Array.isArray(value)) return value.map((v: unknown) => withVars(v, vars)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, withVars(v as unknown, vars)]),
    ) as T;
  return value;
}

function lookup(vars: ReadonlyMap<string, unknown>, name: string): unknown {
  if (!vars.has(name)) throw new Error(`\${${name}} is used before a control step saved it`);
  return vars.get(name);
}

/** `"orders.0.orderNo"` in a JSON answer. */
export function pick(from: unknown, path: string): unknown {
  let at: unknown = from;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** Equal as JSON, whatever the key order (a sandbox checkpoint's value against what was recorded). */
export function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown) =>
    JSON.stringify(value, (_key, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : 1)),
          )
        : v,
    );
  return canonical(a) === canonical(b);
}
