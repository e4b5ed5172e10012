/**
 * The recording and the replay the simulator page holds: one store the toolbar, the recorder bar
 * and `window.__driverSim.recorder` read.
 */
import type { ScenarioFile } from '@sim/automation/scenario-steps';
import { createStore } from '../core/store';
import type { RecordedStep } from './step-mapping';

export type StepStatus = 'pending' | 'running' | 'ok' | 'failed' | 'skipped';

export interface ReplayState {
  /** The file being replayed (a recording or a bug report). */
  file: ScenarioFile;
  statuses: StepStatus[];
  errors: (string | null)[];
  /** The step the replay stops after (the scrubber's position). */
  target: number;
  running: boolean;
  ms: number | null;
}

export interface RecorderState {
  recording: boolean;
  /** What the recording starts from: the world's settings and the H5 path (its steps unused). */
  base: ScenarioFile | null;
  steps: RecordedStep[];
  /** Wall-clock time each step was recorded (ms since epoch), for the bug file's timeline. */
  times: number[];
  /** A picture of the H5 after each step (bug reports), by step index. */
  shots: (string | null)[];
  /** Pictures of screenshot checkpoints, by name. */
  screenshots: Record<string, string>;
  startedAt: number;
  replay: ReplayState | null;
  message: { text: string; error?: boolean } | null;
}

export const recorder = createStore<RecorderState>({
  recording: false,
  base: null,
  steps: [],
  times: [],
  shots: [],
  screenshots: {},
  startedAt: 0,
  replay: null,
  message: null,
});

/**
 * Set while the page itself changes the world (a replay, a scenario load): those changes are the
 * file's, not the tester's.
 */
let quiet = 0;
export async function quietly<T>(work: () => Promise<T>): Promise<T> {
  quiet += 1;
  try {
    return await work();
  } finally {
    quiet -= 1;
  }
}

export function capturing(): boolean {
  return recorder.get().recording && quiet === 0;
}

/** The steps as a file plays them (a continued file's own steps come first in `steps`). */
export function recordedSteps(state: RecorderState = recorder.get()) {
  return state.steps.map((s) => s.step);
}
