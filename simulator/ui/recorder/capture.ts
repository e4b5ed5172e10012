/**
 * What the tester does, as it happens: taps and typing in each H5 document (capture phase, so the
 * H5's own handlers cannot hide them), the fake native's controls the panels call, the sandbox
 * writes the panels send and the address bar's navigations.
 */
import type { ScenarioStep } from '@sim/automation/scenario-steps';
import { h5Status } from '../core/h5-controller';
import { native } from '../core/native';
import { sandboxClient } from '../core/sandbox-client';
import { observed, observeSandboxSends } from '../core/sandbox-observer';
import { fieldNameOf, inDialogNamed, nameOf, regionNameOf, tapTargetOf } from './accessible';
import { capturing, recorder } from './recorder-state';
import { snapshotH5 } from './h5-document';
import {
  addDraw,
  addFill,
  addTap,
  controlStep,
  doStep,
  SOURCE_SHEET,
  type FieldKind,
  type RecordedStep,
} from './step-mapping';

const SIGNATURE_PAD = '手写签名区';
/** Control reads and whole-world operations: not the tester's actions on the world. */
const NOT_ACTIONS = new Set([
  'timeline',
  'clearTimeline',
  'records',
  'state',
  'save',
  'load',
  'reset',
  'current',
  'progress',
  'pending',
]);
/** Sandbox writes that are bookkeeping, not a change the replay needs. */
const NOT_WRITES = new Set(['DELETE requests']);

/** Edits the recording in place and publishes it; then pictures the H5 once it has settled. */
function edit(change: (steps: RecordedStep[]) => number | void): number {
  const state = recorder.get();
  const steps = [...state.steps];
  const before = steps.length;
  const index = change(steps) ?? steps.length - 1;
  const times = [...state.times];
  const shots = [...state.shots];
  if (steps.length > before) times[index] = Date.now();
  recorder.set({ steps, times, shots });
  schedulePicture(index);
  return index;
}

let pictureTimer: ReturnType<typeof setTimeout> | undefined;
/** A picture of what the step led to: taken when the H5 has had a moment to answer it. */
function schedulePicture(index: number) {
  clearTimeout(pictureTimer);
  pictureTimer = setTimeout(() => {
    void snapshotH5()
      .then((shot) => {
        // Dense: a step whose picture never came holds null, not a hole.
        const { shots: held, steps } = recorder.get();
        const shots = Array.from(steps, (_, i) => held[i] ?? null);
        shots[index] = shot;
        recorder.set({ shots });
      })
      .catch(() => {});
  }, 700);
}

export function recordStep(step: ScenarioStep): number {
  return edit((steps) => void steps.push({ step, at: Date.now() - recorder.get().startedAt }));
}

const elapsed = () => Date.now() - recorder.get().startedAt;

/** Replaces a secret's reference by the literal when the sandbox says it was not the secret. */
async function checkSecret(index: number, step: ScenarioStep, typed: string, name: string) {
  let secret: string | null = null;
  try {
    if ('fillPassword' in step) {
      const res = await fetch(`/__sandbox/password?mobile=${encodeURIComponent(step.mobile)}`);
      secret = res.ok ? ((await res.json()) as { password: string | null }).password : null;
    } else if ('fillSmsCode' in step) {
      secret = (await sandboxClient.sms(step.mobile)).at(-1)?.code ?? null;
    } else return;
  } catch {
    secret = null;
  }
  if (secret === typed) return;
  // A wrong password or code is what the tester meant to type: test data, not a secret.
  edit((steps) => {
    if (steps[index]?.step !== step) return index;
    steps[index] = { ...steps[index], step: { fill: name, value: typed } };
    return index;
  });
}

function kindOf(field: HTMLInputElement | HTMLTextAreaElement, name: string): FieldKind {
  if (field.tagName === 'INPUT' && field.type === 'password') return 'password';
  return /验证码/.test(name) ? 'smsCode' : 'text';
}

function onInput(event: Event) {
  if (!capturing()) return;
  // Tag names, not instanceof: the field belongs to the H5 frame's own realm.
  const field = event.target as HTMLInputElement | HTMLTextAreaElement | null;
  if (!field || !['INPUT', 'TEXTAREA'].includes(field.tagName)) return;
  if (field.tagName === 'INPUT' && ['checkbox', 'radio'].includes(field.type)) return;
  const name = fieldNameOf(field);
  if (!name) return;
  const value = field.value;
  const kind = kindOf(field, name);
  const index = edit((steps) => addFill(steps, { name, kind }, value, elapsed()));
  const step = recorder.get().steps[index]?.step;
  if (step && !('fill' in step)) void checkSecret(index, step, value, name);
}

/** The label click and the input click it causes are one tap. */
let lastTap: { element: Element; time: number } | null = null;

function onClick(event: MouseEvent) {
  const target = event.target as Element | null;
  if (!capturing() || !target?.tagName) return;
  const found = tapTargetOf(target);
  if (!found) return;
  const now = Date.now();
  if (lastTap && lastTap.element === found.element && now - lastTap.time < 150) return;
  lastTap = { element: found.element, time: now };
  const fact = {
    role: found.role,
    name: found.name,
    region: regionNameOf(found.element),
    inSourceSheet: inDialogNamed(found.element, SOURCE_SHEET),
  };
  edit((steps) => addTap(steps, fact, elapsed()));
}

function onPointerDown(event: PointerEvent) {
  if (!capturing()) return;
  const target = event.target as Element | null;
  if (target?.tagName === 'CANVAS' && nameOf(target) === SIGNATURE_PAD)
    edit((steps) => addDraw(steps, elapsed()));
}

/** Called for every H5 document the simulator attaches (core/automation.ts). */
export function captureDocument(win: Window): void {
  win.addEventListener('click', onClick, true);
  win.addEventListener('input', onInput, true);
  win.addEventListener('pointerdown', onPointerDown, true);
}

type Controls = Record<string, unknown>;

/** Each control becomes a `do` step after it succeeded (a refused one throws, unrecorded). */
function wrapControls(controls: Controls, path: string[] = []): void {
  for (const [key, value] of Object.entries(controls)) {
    if (typeof value === 'function') {
      if (NOT_ACTIONS.has(key)) continue;
      const name = [...path, key].join('.');
      controls[key] = (...args: unknown[]) => {
        const mine = observed();
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(controls, args);
        if (mine && capturing())
          recordStep(doStep(name, JSON.parse(JSON.stringify(args)) as unknown[]));
        return result;
      };
    } else if (value && typeof value === 'object') {
      wrapControls(value as Controls, [...path, key]);
    }
  }
}

let installed = false;
/** Once per page: the native's controls wrapped, the sandbox's sends observed. */
export function installCapture(): void {
  if (installed) return;
  installed = true;
  wrapControls(native.controls as unknown as Controls);
  watchPath();
  observeSandboxSends(({ method, path, body }) => {
    if (!capturing() || method === 'GET' || NOT_WRITES.has(`${method} ${path}`)) return;
    recordStep(controlStep(method, path, body));
  });
}

const pathOf = (path: string) => path.split('?')[0] ?? path;

/**
 * Where the H5 went after a tap (登录 → /): an `expectPath` step, so a replay waits for the H5
 * to get there before the next step, as the tester did.
 */
function watchPath(): void {
  let seen = pathOf(h5Status.get().path);
  h5Status.subscribe(() => {
    const path = pathOf(h5Status.get().path);
    if (path === seen) return;
    seen = path;
    if (!capturing()) return;
    const last = recorder.get().steps.at(-1)?.step;
    if (last && 'goto' in last && pathOf(last.goto) === path) return;
    recordStep({ expectPath: path });
  });
}

/** The address bar (or a script) opened a path: a `goto` step. */
export function captureNavigation(path: string): void {
  if (capturing()) recordStep({ goto: path });
}
