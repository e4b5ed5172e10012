/**
 * One fresh sandbox server per story (seeded, so every run sees the same data), answered through the
 * MSW worker. Play functions talk to it only through its control endpoints, as a tester would.
 */
import { sandboxHandlers } from '@sim/sandbox/msw-handlers';
import { createSandbox, type Sandbox, type ScenarioName } from '@sim/sandbox/sandbox';

export const STORY_SEED = 20261122;

let current: Sandbox = createSandbox({ seed: STORY_SEED });

/** The worker's handlers always answer from the current story's sandbox. */
const delegate = new Proxy({} as Sandbox, {
  get: (_target, key) => {
    const value = (current as unknown as Record<PropertyKey, unknown>)[key];
    return typeof value === 'function'
      ? (value as (...a: unknown[]) => unknown).bind(current)
      : value;
  },
});

export function workerHandlers() {
  return sandboxHandlers(delegate);
}

/** Sandboxes made in this page so far: each names its uploaded files apart (config.fileNameTag). */
let made = 0;

export function resetStorySandbox(scenario?: ScenarioName): Sandbox {
  made += 1;
  current = createSandbox({
    seed: STORY_SEED,
    ...(scenario ? { scenario } : {}),
    config: { fileNameTag: `-${made}` },
  });
  return current;
}

export interface SandboxFault {
  path: string;
  delayMs?: number;
  status?: number;
  state?: number;
  msg?: string;
  timeout?: boolean;
  times?: number;
}

async function control<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`/__sandbox/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`sandbox control ${path} answered ${res.status}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Longer than any story runs: the HTTP client gives up first (after 15 s). */
export const NEVER_MS = 10 * 60_000;

/**
 * A call to `path` that is logged but not answered while the story is looked at: a loading state
 * story stays loading. `parameters: { sandbox: { faults: [neverAnswered(path)] } }`.
 */
export function neverAnswered(path: string): SandboxFault {
  return { path, delayMs: NEVER_MS };
}

/**
 * How many calls to `path` a `neverAnswered` fault is holding. The request log lists a call only
 * once it is answered, so a loading story counts its calls here.
 */
export async function heldCalls(path: string): Promise<number> {
  const answer = await control<HeldFault[] | { data: HeldFault[] }>('faults');
  const faults = Array.isArray(answer) ? answer : answer.data;
  return faults
    .filter((fault) => fault.path === path && fault.delayMs === NEVER_MS)
    .reduce((calls, fault) => calls + fault.hits, 0);
}

interface HeldFault {
  path: string;
  delayMs?: number;
  hits: number;
}

export function injectFault(fault: SandboxFault): Promise<unknown> {
  return control('fault', { method: 'POST', body: JSON.stringify(fault) });
}

export interface SmsMessage {
  mobile: string;
  template: string;
  code: string;
  time: string | number;
}

/** The last SMS code the sandbox "sent" to a phone, as the SMS inbox shows it. */
export async function latestSmsCode(mobile: string): Promise<string> {
  const answer = await control<SmsMessage | { data: SmsMessage } | null>(
    `sms/latest?mobile=${encodeURIComponent(mobile)}`,
  );
  const message = answer && 'data' in answer ? answer.data : answer;
  if (!message?.code) throw new Error(`no SMS was sent to ${mobile}`);
  return message.code;
}

export interface LoggedRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** Requests the H5 sent to the sandbox, optionally only those whose path ends with `suffix`. */
export async function sentRequests(suffix?: string): Promise<LoggedRequest[]> {
  const answer = await control<LoggedRequest[] | { data: LoggedRequest[] }>('requests');
  const list = Array.isArray(answer) ? answer : answer.data;
  return suffix ? list.filter((r) => r.path.endsWith(suffix)) : list;
}
