/**
 * `window.__driverSim.recorder`: the same recorder the toolbar drives, in plain JSON for scripts
 * and the headless runner (which pictures the H5 with the page's own `snapshot`, so its pictures
 * compare with the recorded ones).
 */
import type { ScenarioFile } from '@sim/automation/scenario-steps';
import { snapshotH5 } from './h5-document';
import { recordedSteps, recorder } from './recorder-state';
import { bugReport, recordingFile, startRecording, stopRecording } from './session';
import { pictureDifference } from './snapshot';
import { stableJson } from './stable-json';

export interface RecorderApi {
  start(): Promise<void>;
  stop(): void;
  recording(): boolean;
  steps(): ScenarioFile['steps'];
  /** The recording as the saved file's text (stable key order, one step a line). */
  file(name?: string): string;
  bugReport(): Promise<string>;
  /** The replay of an opened file: how far it is and how each step went. */
  replay(): {
    running: boolean;
    statuses: string[];
    errors: (string | null)[];
    ms: number | null;
  } | null;
  snapshot(): Promise<string>;
  /** Share (0..1) of the pixels that differ between two pictures. */
  compare(a: string, b: string): Promise<number>;
}

export const recorderApi: RecorderApi = {
  start: () => startRecording(),
  stop: () => stopRecording(),
  recording: () => recorder.get().recording,
  steps: () => recordedSteps(),
  file: (name) => stableJson(recordingFile(name) as unknown as Record<string, unknown>),
  bugReport: async () => stableJson(await bugReport()),
  replay() {
    const replay = recorder.get().replay;
    if (!replay) return null;
    const { running, statuses, errors, ms } = replay;
    return { running, statuses, errors, ms };
  },
  snapshot: () => snapshotH5(),
  compare: (a, b) => pictureDifference(a, b),
};
