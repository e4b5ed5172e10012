/**
 * The simulator's view of the sandbox server: its state lives in the server (outside the H5), so
 * reloading the H5 or the simulator keeps it. Plain JSON over /__sandbox/* (simulator/sandbox/README.md).
 */
import type { ConfigPatch, SmsView, StateSummary } from '@sim/sandbox/control';
import type { UserPatch, UserSummary } from '@sim/sandbox/control/people';
import { FIELD_FAULT_TAG } from '@sim/bridge/field-conditions';
import type { FaultSpec } from '@sim/sandbox/faults';
import type { Fault, SandboxConfig, ScenarioName } from '@sim/sandbox/store/types';
import { sandboxSendAnnouncer } from './sandbox-observer';

export type {
  Fault,
  FaultSpec,
  SandboxConfig,
  ScenarioName,
  SmsView,
  StateSummary,
  UserPatch,
  UserSummary,
};

/** What a scenario file keeps of the sandbox (the `sandbox` part of a simulator scenario). */
export interface SandboxSnapshot {
  scenario: ScenarioName;
  config?: ConfigPatch;
  faults?: FaultSpec[];
}

export interface UploadedEvent {
  appUserId: string | null;
  [key: string]: unknown;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const announce = sandboxSendAnnouncer();
  const res = await fetch(`/__sandbox/${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) {
    const error = (data as { error?: string } | null)?.error ?? `HTTP ${res.status}`;
    throw new Error(`/__sandbox/${path}: ${error}`);
  }
  announce({ method, path, body });
  return data as T;
}

/** A fault as the server lists it, back to the spec that creates it again. */
function specOf(fault: Fault): FaultSpec {
  const { id: _id, hits: _hits, seen: _seen, remaining, ...spec } = fault;
  return remaining === null ? spec : { ...spec, times: remaining };
}

export const sandboxClient = {
  state: () => call<StateSummary>('GET', 'state'),
  scenario: (name: ScenarioName) => call<{ name: ScenarioName }>('POST', 'scenario', { name }),
  reset: (options: { seed?: number; scenario?: ScenarioName } = {}) =>
    call<StateSummary>('POST', 'reset', options),
  config: (patch?: ConfigPatch) =>
    patch ? call<SandboxConfig>('POST', 'config', patch) : call<SandboxConfig>('GET', 'config'),
  fault: (spec: FaultSpec) => call<Fault>('POST', 'fault', spec),
  faults: () => call<Fault[]>('GET', 'faults'),
  /** Every fault, or with `tag` only the faults that owner set (`field`: the route's conditions). */
  clearFaults: (tag?: string) =>
    call<{ cleared: true }>('DELETE', tag ? `faults?tag=${encodeURIComponent(tag)}` : 'faults'),
  /** The server deletes faults only all at once: keep the rest by adding them again. */
  async removeFaults(drop: (fault: Fault) => boolean): Promise<Fault[]> {
    const keep = (await sandboxClient.faults()).filter((f) => !drop(f));
    await sandboxClient.clearFaults();
    for (const fault of keep) await sandboxClient.fault(specOf(fault));
    return sandboxClient.faults();
  },
  sms: (mobile?: string) =>
    call<SmsView[]>('GET', mobile ? `sms?mobile=${encodeURIComponent(mobile)}` : 'sms'),
  events: () => call<UploadedEvent[]>('GET', 'events'),
  users: () => call<UserSummary[]>('GET', 'users'),
  /** The driver logs in on another phone: this phone's sessions end (505001 登录过期). */
  loginElsewhere: (mobile?: string) =>
    call<{ mobile: string; ended: number }>('POST', 'login-elsewhere', mobile ? { mobile } : {}),
  /** The platform's reviewer deciding for a driver (real-name status, licence approval, roles). */
  updateUser: (mobile: string, patch: UserPatch) =>
    call<UserSummary>('POST', 'user', { mobile, ...patch }),

  async snapshot(): Promise<SandboxSnapshot> {
    const state = await sandboxClient.state();
    // A route's field conditions set their own faults again from the saved route.
    const faults = state.faults.filter((f) => f.tag !== FIELD_FAULT_TAG).map(specOf);
    return { scenario: state.scenario, config: state.config, faults };
  },
  async restore(snapshot: SandboxSnapshot): Promise<void> {
    await sandboxClient.scenario(snapshot.scenario);
    if (snapshot.config) await sandboxClient.config(snapshot.config);
    await sandboxClient.clearFaults();
    for (const spec of snapshot.faults ?? []) await sandboxClient.fault(spec);
  },
};
