/**
 * How what the tester did becomes scenario steps (simulator/automation/scenario-steps.ts), so the
 * runner that plays hand-written files plays recordings too. Pure: the capture code feeds it
 * plain facts; the list it edits is the recording.
 */
import type { ScenarioStep, TapRole } from '@sim/automation/scenario-steps';

/** The H5 uploader's sheet and its two answers (h5-actions.ts `takePhoto`). */
export const SOURCE_SHEET = '选择图片来源';
export const PHOTO_SOURCES = ['拍照', '从相册选择'] as const;
export type PhotoSource = (typeof PHOTO_SOURCES)[number];
const MOBILE = /^1\d{10}$/;

export interface RecordedStep {
  step: ScenarioStep;
  /** Milliseconds since recording started. */
  at: number;
  /** For a tap that may open the photo sheet: the uploader card it sits in. */
  card?: string | null;
}

export interface TapFact {
  role: TapRole | null;
  name: string;
  /** The accessible name of the region around the tapped element (an uploader card). */
  region?: string | null;
  /** The tap landed in the 选择图片来源 sheet. */
  inSourceSheet?: boolean;
}

/**
 * A run of 8+ digits in a name is a number the sandbox made (a waybill number holds today's
 * date): the step names what comes before it and matches by prefix, so it replays on any day.
 */
const GENERATED_NUMBER = /\s*[A-Z]{0,4}\d{8,}.*$/;

export function tapStep({ role, name }: TapFact): ScenarioStep {
  const stable = name.replace(GENERATED_NUMBER, '');
  if (stable && stable !== name)
    return role ? { tap: stable, role, exact: false } : { tap: stable, exact: false };
  return role ? { tap: name, role } : { tap: name };
}

/** The photo step that replaces "tap the uploader, then 拍照 / 从相册选择". */
export function photoStep(opener: RecordedStep, source: PhotoSource): ScenarioStep | null {
  if (!('tap' in opener.step)) return null;
  const name = opener.step.tap;
  const base: ScenarioStep =
    opener.card && name.startsWith(opener.card)
      ? { photo: opener.card, card: true }
      : { photo: name };
  return source === '拍照' ? base : { ...base, source };
}

/** Adds a tap, folding an uploader tap and its sheet's answer into one `photo` step. */
export function addTap(steps: RecordedStep[], fact: TapFact, at: number): void {
  const last = steps.at(-1);
  const source = PHOTO_SOURCES.find((s) => s === fact.name);
  if (last && source && fact.inSourceSheet) {
    const photo = photoStep(last, source);
    if (photo) {
      steps[steps.length - 1] = { step: photo, at: last.at };
      return;
    }
  }
  steps.push({ step: tapStep(fact), at, card: fact.region ?? null });
}

/** Adds a stroke on the signature pad: one `draw` step however many strokes. */
export function addDraw(steps: RecordedStep[], at: number): void {
  const last = steps.at(-1)?.step;
  if (last && 'draw' in last) return;
  steps.push({ step: { draw: 'signature' }, at });
}

/** The mobile number typed last in this recording (the account a secret belongs to). */
export function lastMobile(steps: readonly RecordedStep[]): string | null {
  for (let i = steps.length - 1; i >= 0; i -= 1) {
    const step = steps[i]!.step;
    if ('fill' in step && MOBILE.test(step.value)) return step.value;
  }
  return null;
}

function fieldOf(step: ScenarioStep): string | null {
  if ('fill' in step) return step.fill;
  if ('fillSmsCode' in step) return step.fillSmsCode;
  if ('fillPassword' in step) return step.fillPassword;
  return null;
}

export type FieldKind = 'text' | 'password' | 'smsCode';

/**
 * Typing into a field: a password or an SMS code of a known account becomes a reference to the
 * sandbox (never the literal); typing on in the same field replaces its last step. Returns the
 * index of the step, for the caller to check a reference against the sandbox.
 */
export function addFill(
  steps: RecordedStep[],
  field: { name: string; kind: FieldKind },
  value: string,
  at: number,
): number {
  const mobile = field.kind === 'text' ? null : lastMobile(steps);
  const step: ScenarioStep =
    mobile && field.kind === 'password'
      ? { fillPassword: field.name, mobile }
      : mobile && field.kind === 'smsCode'
        ? { fillSmsCode: field.name, mobile }
        : { fill: field.name, value };
  const last = steps.at(-1);
  if (last && fieldOf(last.step) === field.name) {
    steps[steps.length - 1] = { step, at: last.at };
    return steps.length - 1;
  }
  steps.push({ step, at });
  return steps.length - 1;
}

/** A panel action on the fake native (`native.controls.<path>`). */
export function doStep(path: string, args: unknown[]): ScenarioStep {
  return args.length ? { do: path, args } : { do: path };
}

/** A sandbox write from a panel. */
export function controlStep(method: string, path: string, body: unknown): ScenarioStep {
  const call = `${method} ${path}`;
  return body === undefined ? { control: call } : { control: call, body };
}
