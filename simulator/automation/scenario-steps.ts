/**
 * Scripted steps of a scenario file. A scenario file is the simulator's saved JSON (fake native
 * and sandbox state, loadable in the simulator page too) plus `start` and `steps` for the runner.
 */
import type { SimulatorScenario } from '@sim/ui/core/scenario-file';

export type ScenarioStep =
  /** A simulator control, e.g. `{ "do": "camera.next", "args": ["receipt"] }`. */
  | { do: string; args?: unknown[] }
  /** Type into the H5 field with this label or placeholder. */
  | { fill: string; value: string }
  /** Type the newest SMS code sent to `mobile` into the field labelled `fill`. */
  | { fillSmsCode: string; mobile: string }
  /** Tap the H5 button, link or tab with this accessible name (or this exact text). */
  | { tap: string }
  /** Tick a checkbox by its label. */
  | { check: string }
  | { expectText: string; timeoutMs?: number }
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
  steps?: ScenarioStep[];
}

export function describeStep(step: ScenarioStep): string {
  return JSON.stringify(step);
}
