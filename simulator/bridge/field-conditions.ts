/**
 * Field conditions along a route, by kilometre from its start: what the road does to the phone.
 * Pure: which conditions hold at a distance, and which begin or end between two distances (the
 * truck moved, or a tester dragged the progress bar). simulator/ui/core/field-runner.ts applies
 * them: the sandbox's network, the app's lifecycle, the account's sessions. A tunnel's lost fix is
 * the location handler's own (handlers-location.ts).
 */
import type { FieldCondition, FieldConditionKind } from './api';

/** The tag of the sandbox faults a route's conditions set, so they are taken back alone. */
export const FIELD_FAULT_TAG = 'field';

/** Extra time each answer takes on a weak stretch, unless the condition says. */
export const WEAK_SIGNAL_DELAY_MS = 2_000;
/** One answer in this many is lost on a weak stretch, unless the condition says. */
export const WEAK_SIGNAL_LOSE_EVERY = 3;

export const CONDITION_LABEL: Record<FieldConditionKind, string> = {
  deadZone: '无信号',
  weakSignal: '弱信号',
  tunnel: '隧道（无定位）',
  background: '切到后台',
  killed: '应用被杀，之后重新打开',
  otherPhone: '在另一台手机登录',
};

/** Conditions that happen at one point rather than along a stretch. */
export const POINT_KINDS: readonly FieldConditionKind[] = ['otherPhone'];

export interface ConditionEdge {
  index: number;
  condition: FieldCondition;
  edge: 'enter' | 'leave';
}

const KINDS = Object.keys(CONDITION_LABEL) as FieldConditionKind[];

/** A stretch holds from `fromKm` up to (not including) `toKm`. */
function holds(condition: FieldCondition, km: number): boolean {
  return km >= condition.fromKm && km < condition.toKm;
}

/** The conditions in force at `distanceM` metres (stretches only; a point is a moment). */
export function conditionsAt(
  conditions: readonly FieldCondition[],
  distanceM: number,
): FieldCondition[] {
  const km = distanceM / 1000;
  return conditions.filter((c) => !POINT_KINDS.includes(c.kind) && holds(c, km));
}

export function inTunnel(conditions: readonly FieldCondition[], distanceM: number): boolean {
  return conditionsAt(conditions, distanceM).some((c) => c.kind === 'tunnel');
}

/**
 * What began and ended on the way from `fromM` to `toM` metres, in road order. Driving forward
 * over a whole stretch in one step (a seek, a long clock step) still enters and leaves it, so an
 * app killed on the way is reopened; a point is passed when the truck reaches it. Backwards (a
 * seek back, a loop starting over) nothing is passed: only what holds changes.
 */
export function edgesBetween(
  conditions: readonly FieldCondition[],
  fromM: number,
  toM: number,
): ConditionEdge[] {
  const a = fromM / 1000;
  const b = toM / 1000;
  const forward = b >= a;
  const edges: { at: number; edge: ConditionEdge }[] = [];
  conditions.forEach((condition, index) => {
    const enter = { index, condition, edge: 'enter' as const };
    const leave = { index, condition, edge: 'leave' as const };
    if (POINT_KINDS.includes(condition.kind)) {
      if (forward && a < condition.fromKm && condition.fromKm <= b)
        edges.push({ at: condition.fromKm, edge: enter });
      return;
    }
    const was = holds(condition, a);
    const is = holds(condition, b);
    if (!was && is) edges.push({ at: condition.fromKm, edge: enter });
    else if (was && !is) edges.push({ at: condition.toKm, edge: leave });
    else if (!was && !is && forward && a < condition.fromKm && condition.toKm <= b) {
      edges.push({ at: condition.fromKm, edge: enter });
      edges.push({ at: condition.toKm, edge: leave });
    }
  });
  return edges.sort((x, y) => x.at - y.at).map((e) => e.edge);
}

/** A condition as typed or loaded, checked: a clear Chinese message for what is wrong. */
export function checkCondition(input: unknown): FieldCondition {
  const c = (input ?? {}) as Partial<FieldCondition>;
  if (!KINDS.includes(c.kind as FieldConditionKind))
    throw new Error(`未知的路况：${String(c.kind)}`);
  const kind = c.kind as FieldConditionKind;
  const fromKm = Number(c.fromKm);
  const toKm = POINT_KINDS.includes(kind) ? fromKm : Number(c.toKm);
  if (!Number.isFinite(fromKm) || fromKm < 0)
    throw new Error(`${CONDITION_LABEL[kind]}：起点公里数无效`);
  if (!Number.isFinite(toKm) || toKm < fromKm)
    throw new Error(`${CONDITION_LABEL[kind]}：终点应不小于起点`);
  if (!POINT_KINDS.includes(kind) && toKm === fromKm)
    throw new Error(`${CONDITION_LABEL[kind]}：终点应大于起点`);
  const condition: FieldCondition = { kind, fromKm, toKm };
  if (kind === 'weakSignal') {
    const delayMs = c.delayMs === undefined ? WEAK_SIGNAL_DELAY_MS : Number(c.delayMs);
    const loseEvery = c.loseEvery === undefined ? WEAK_SIGNAL_LOSE_EVERY : Number(c.loseEvery);
    if (!Number.isFinite(delayMs) || delayMs < 0) throw new Error('弱信号：延迟无效');
    if (!Number.isInteger(loseEvery) || loseEvery < 0) throw new Error('弱信号：丢包间隔应为整数');
    condition.delayMs = delayMs;
    condition.loseEvery = loseEvery;
  }
  return condition;
}

export function checkConditions(input: unknown): FieldCondition[] {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input)) throw new Error('路况应为列表');
  return input.map(checkCondition).sort((x, y) => x.fromKm - y.fromKm);
}

export function describeCondition(c: FieldCondition): string {
  const where = POINT_KINDS.includes(c.kind) ? `${c.fromKm} km` : `${c.fromKm}–${c.toKm} km`;
  const extra =
    c.kind === 'weakSignal'
      ? `（延迟 ${c.delayMs ?? WEAK_SIGNAL_DELAY_MS} ms，每 ${c.loseEvery ?? WEAK_SIGNAL_LOSE_EVERY} 次丢 1 次应答）`
      : '';
  return `${CONDITION_LABEL[c.kind]} ${where}${extra}`;
}

export interface ConditionPreset {
  id: string;
  label: string;
  /** Stretches as fractions (0..1) of the route they are laid on, so a preset fits any road. */
  stretches: (Omit<FieldCondition, 'fromKm' | 'toKm'> & { from: number; to: number })[];
}

/** Ready-made roads' troubles for the 定位 panel, laid onto whichever route is loaded. */
export const CONDITION_PRESETS: ConditionPreset[] = [
  {
    id: 'mountain',
    label: '山区：三处无信号、一条隧道',
    stretches: [
      { kind: 'deadZone', from: 0.2, to: 0.26 },
      { kind: 'tunnel', from: 0.4, to: 0.46 },
      { kind: 'deadZone', from: 0.4, to: 0.48 },
      { kind: 'deadZone', from: 0.7, to: 0.75 },
    ],
  },
  {
    id: 'weak',
    label: '弱信号：慢、每 3 次丢 1 次应答',
    stretches: [{ kind: 'weakSignal', from: 0.1, to: 0.9, delayMs: 2_000, loseEvery: 3 }],
  },
  {
    id: 'phone',
    label: '手机上的意外：切后台、被杀后重开、另一台手机登录',
    stretches: [
      { kind: 'background', from: 0.2, to: 0.3 },
      { kind: 'killed', from: 0.5, to: 0.55 },
      { kind: 'otherPhone', from: 0.8, to: 0.8 },
    ],
  },
];

/** A preset laid onto a route `totalM` long, in kilometres to 0.1 km. */
export function presetConditions(preset: ConditionPreset, totalM: number): FieldCondition[] {
  const km = (fraction: number) => Math.round((fraction * totalM) / 100) / 10;
  return checkConditions(
    preset.stretches.map(({ from, to, ...rest }) => ({ ...rest, fromKm: km(from), toKm: km(to) })),
  );
}
