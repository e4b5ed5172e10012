/**
 * The tester's recording from 录制 to the saved file, its checkpoints, and the bug report:
 * what the toolbar and the recorder bar call.
 */
import { pick, type ScenarioFile } from '@sim/automation/scenario-steps';
import type { TimelineEntry } from '@sim/bridge/api';
import { h5 } from '../core/h5-controller';
import { native } from '../core/native';
import { sandboxClient } from '../core/sandbox-client';
import { saveScenario } from '../core/scenario-file';
import { uiSettings } from '../core/ui-settings';
import { recordStep } from './capture';
import { consoleErrors, h5Texts, snapshotH5 } from './h5-document';
import { quietly, recordedSteps, recorder } from './recorder-state';
import { readSandbox } from './sandbox-read';
import { compactJson, stableJson } from './stable-json';
import { lastMobile } from './step-mapping';
import { restoreWorld } from './world';

/** Larger params or results (a photo's base64) are only measured in a bug file's timeline. */
const ENTRY_PART_CHARS = 400;

/**
 * 录制: the world goes back to where the recording starts — the sandbox re-seeded in its scenario,
 * the H5 reopened logged out at its path — unless a file was just replayed to its end, whose
 * steps the recording then continues.
 */
export async function startRecording(): Promise<void> {
  const replay = recorder.get().replay;
  const continued = replay && !replay.running && replay.statuses.every((s) => s === 'ok');
  let base: ScenarioFile;
  if (continued) {
    base = { ...replay.file };
  } else {
    const start = h5.path() || '/login';
    base = { ...(await saveScenario('录制')), start };
    await quietly(() => restoreWorld({ ...base, steps: [] }));
  }
  const steps = (continued ? (base.steps ?? []) : []).map((step) => ({ step, at: 0 }));
  recorder.set({
    recording: true,
    base: { ...base, steps: [] },
    steps,
    times: steps.map(() => 0),
    shots: steps.map(() => null),
    screenshots: { ...(continued ? (base.screenshots ?? {}) : {}) },
    startedAt: Date.now(),
    replay: null,
    message: { text: continued ? '继续录制：接在已载入的步骤之后' : '录制中' },
  });
}

export function stopRecording(): void {
  recorder.set({ recording: false, message: { text: `已录制 ${recorder.get().steps.length} 步` } });
}

/** The recording as a scenario file the runner plays. */
export function recordingFile(name?: string): ScenarioFile {
  const state = recorder.get();
  const base = state.base ?? { version: 1, name: '录制' };
  const file: ScenarioFile = {
    ...base,
    name: name ?? `录制 ${new Date(state.startedAt).toISOString().slice(0, 16)}`,
    steps: recordedSteps(state),
  };
  if (Object.keys(state.screenshots).length) file.screenshots = state.screenshots;
  else delete file.screenshots;
  return file;
}

export function checkText(text: string): void {
  recordStep({ expectText: text });
}

/** A sandbox fact as it holds now: the read's answer at `at` becomes the expected value. */
export async function checkSandbox(name: string, read: string, at: string): Promise<unknown> {
  const call = read.trim().startsWith('GET ') ? read.trim() : `GET ${read.trim()}`;
  const value = pick(await readSandbox(call), at);
  if (value === undefined) throw new Error(`${call} 在 ${at} 处没有值`);
  recordStep({ expectSandbox: call, at, equals: value, name });
  return value;
}

export async function checkScreenshot(): Promise<string> {
  const shot = await snapshotH5();
  const state = recorder.get();
  const name = `截图${Object.keys(state.screenshots).length + 1}`;
  recorder.set({ screenshots: { ...state.screenshots, [name]: shot } });
  recordStep({ screenshot: name });
  return name;
}

/** Presets for the sandbox checkpoint form, for the account typed last. */
export function sandboxFacts(): { label: string; read: string; at: string }[] {
  const mobile = lastMobile(recorder.get().steps) ?? '13800000002';
  return [
    { label: '运单状态', read: `GET trip/waybills?mobile=${mobile}`, at: '0.status' },
    { label: '运单数', read: `GET trip/waybills?mobile=${mobile}`, at: 'length' },
    { label: '钱包余额', read: `GET money/driver?mobile=${mobile}`, at: 'balance' },
  ];
}

function trimmed(entry: TimelineEntry): TimelineEntry {
  const out = { ...entry };
  for (const key of ['params', 'result'] as const) {
    const text = out[key] === undefined ? '' : compactJson(out[key]);
    if (text.length > ENTRY_PART_CHARS) out[key] = `<${text.length} 字符>`;
  }
  return out;
}

interface FailedRequest {
  time: string;
  method: string;
  path: string;
  status: number;
  state: number | null;
}

async function failedRequests(): Promise<FailedRequest[]> {
  const log = (await readSandbox('GET requests')) as (FailedRequest & Record<string, unknown>)[];
  return log
    .filter((r) => r.status >= 400 || (r.state !== null && r.state !== 200))
    .map(({ time, method, path, status, state }) => ({ time, method, path, status, state }));
}

/**
 * 报告问题: one file that is the recording (so it replays) plus what the tester saw — the
 * timeline, console errors, failed requests, the sandbox's state, the device and settings, and a
 * picture after each step and of the moment of the report.
 */
export async function bugReport(): Promise<ScenarioFile & Record<string, unknown>> {
  const state = recorder.get();
  const file = state.recording || state.steps.length ? recordingFile('问题报告') : null;
  const world = file ?? { ...(await saveScenario('问题报告')), start: h5.path(), steps: [] };
  return {
    ...world,
    name: `问题报告 ${new Date().toISOString().slice(0, 16)}`,
    reportConsoleErrors: consoleErrors(),
    reportCreatedAt: new Date().toISOString(),
    reportDevice: native.state.device,
    reportFailedRequests: await failedRequests(),
    reportPath: h5.path(),
    reportSandbox: await sandboxClient.state(),
    reportSettings: uiSettings.get(),
    reportShot: await snapshotH5().catch(() => null),
    reportStepShots: Array.from(state.steps, (_, i) => state.shots[i] ?? null),
    reportStepTimes: state.times,
    reportTexts: h5Texts(),
    reportTimeline: native.timeline().map(trimmed),
    reportUserAgent: navigator.userAgent,
  };
}

export function isBugReport(file: ScenarioFile): boolean {
  return 'reportCreatedAt' in file;
}

export function download(file: Record<string, unknown>, name: string): string {
  const text = stableJson(file);
  const blob = new Blob([text], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name.replace(/[\\/:*?"<>|\s]+/g, '-') || 'recording'}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return text;
}
