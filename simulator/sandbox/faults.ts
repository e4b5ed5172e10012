/** Per-path fault injection: delay, HTTP status, business state, time-out, network error, non-JSON. */
import { Failure, failureResponse } from './envelope';
import { httpMessages, stateMessages } from './messages';
import type { Fault, SandboxState } from './store/types';

export interface FaultSpec {
  path: string;
  method?: string;
  delayMs?: number;
  status?: number;
  state?: number;
  msg?: string;
  /** Keep the request open `delayMs` (default config.timeoutMs = 20 s, beyond the client's 15 s) then answer 504. */
  timeout?: boolean;
  /** Drop the connection (fetch rejects with a network error). */
  network?: boolean;
  /** Answer an HTML page instead of JSON. */
  nonJson?: boolean;
  /**
   * The route runs — the write is done and kept for its idempotency key — but the answer never
   * arrives: the request stays open `delayMs` (default the time-out) then answers 504, or with
   * `network` the connection drops. What a driver sees when the signal goes just after the tap.
   */
  lostAnswer?: boolean;
  /** Only every n-th matching request (the 3rd, 6th, …); the others go on to older faults. */
  every?: number;
  /** Who set it, e.g. `field` (a route's field conditions): `DELETE faults?tag=` takes back only those. */
  tag?: string;
  /** Apply this many times, then remove itself. */
  times?: number;
}

export function addFault(state: SandboxState, spec: FaultSpec, id: string): Fault {
  if (typeof spec.path !== 'string' || spec.path === '') throw new Error('fault needs a path');
  const fault: Fault = {
    id,
    path: spec.path,
    ...(spec.method ? { method: spec.method.toUpperCase() } : {}),
    ...(spec.delayMs !== undefined ? { delayMs: Number(spec.delayMs) } : {}),
    ...(spec.status !== undefined ? { status: Number(spec.status) } : {}),
    ...(spec.state !== undefined ? { state: Number(spec.state) } : {}),
    ...(spec.msg !== undefined ? { msg: String(spec.msg) } : {}),
    ...(spec.timeout ? { timeout: true } : {}),
    ...(spec.network ? { network: true } : {}),
    ...(spec.nonJson ? { nonJson: true } : {}),
    ...(spec.lostAnswer ? { lostAnswer: true } : {}),
    ...(spec.every !== undefined && Number(spec.every) > 1
      ? { every: Math.trunc(Number(spec.every)), seen: 0 }
      : {}),
    ...(spec.tag ? { tag: String(spec.tag) } : {}),
    remaining: spec.times !== undefined ? Math.max(1, Math.trunc(Number(spec.times))) : null,
    hits: 0,
  };
  state.faults.push(fault);
  return fault;
}

export function pathMatches(pattern: string, path: string): boolean {
  if (pattern === '*') return true;
  const prefix = pattern.endsWith('*');
  const body = prefix ? pattern.slice(0, -1) : pattern;
  if (body.startsWith('/')) return prefix ? path.startsWith(body) : path === body;
  return prefix ? path.includes(`/${body}`) : path.endsWith(`/${body}`);
}

/** The newest matching fault, counted as used (one with `every` matches only its n-th request). */
export function takeFault(state: SandboxState, method: string, path: string): Fault | null {
  for (let i = state.faults.length - 1; i >= 0; i -= 1) {
    const fault = state.faults[i]!;
    if (fault.method && fault.method !== method) continue;
    if (!pathMatches(fault.path, path)) continue;
    if (fault.every) {
      fault.seen = (fault.seen ?? 0) + 1;
      if (fault.seen % fault.every !== 0) continue;
    }
    fault.hits += 1;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) state.faults.splice(i, 1);
    }
    return { ...fault };
  }
  return null;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** The faulty answer, or null to go on to the real handler (a delay-only fault). */
export async function applyFault(
  fault: Fault,
  options: { signal?: AbortSignal; timeoutMs: number; date: () => Date },
): Promise<Response | null> {
  if (fault.lostAnswer) return null;
  if (fault.timeout) {
    await sleep(fault.delayMs ?? options.timeoutMs, options.signal);
    return failureResponse(new Failure(504, httpMessages[504]!, 504), options.date());
  }
  if (fault.delayMs) await sleep(fault.delayMs, options.signal);
  if (fault.network) return Response.error();
  if (fault.nonJson) {
    return new Response(
      '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>',
      {
        status: fault.status ?? 200,
        headers: { 'Content-Type': 'text/html;charset=UTF-8', Date: options.date().toUTCString() },
      },
    );
  }
  if (fault.status !== undefined) {
    const state = fault.state ?? fault.status;
    const msg = fault.msg ?? stateMessages[state] ?? httpMessages[fault.status] ?? '请求失败';
    return failureResponse(new Failure(state, msg, fault.status), options.date());
  }
  if (fault.state !== undefined) {
    const msg = fault.msg ?? stateMessages[fault.state] ?? '业务异常';
    return failureResponse(new Failure(fault.state, msg), options.date());
  }
  return null;
}

/** The answer a `lostAnswer` fault delivers once the route has run. */
export async function lostAnswer(
  fault: Fault,
  options: { signal?: AbortSignal; timeoutMs: number; date: () => Date },
): Promise<Response> {
  await sleep(fault.delayMs ?? (fault.network ? 0 : options.timeoutMs), options.signal);
  if (fault.network) return Response.error();
  return failureResponse(new Failure(504, httpMessages[504]!, 504), options.date());
}
