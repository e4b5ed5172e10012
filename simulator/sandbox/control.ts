/**
 * The in-process control API (`sb.control`), built from the one list of control operations: the
 * sandbox's own (control/core-ops.ts, traffic-ops.ts), the user operations (people-ops.ts) and
 * each area's (areas/<area>/control.ts). control-http.ts serves the same operations under /__sandbox/*.
 */
import { SLICES } from './areas/registry';
import { coreOps } from './control/core-ops';
import type { AnyControlOp, ControlCore, ControlOf } from './control/op';
import { peopleOps } from './control/people-ops';
import { trafficOps } from './control/traffic-ops';

export type { ConfigPatch } from './control/core-ops';
export type { UserPatch, UserSummary, UserView } from './control/people';
export type { QuickLogin } from './control/people-ops';
export type { StateSummary } from './control/summary';
export type { SmsView } from './areas/common/sms/types';

type OpsOf<S> = S extends { control?: infer O extends readonly AnyControlOp[] } ? O[number] : never;

const SANDBOX_OPS = [...coreOps, ...trafficOps, ...peopleOps] as const;

/** `sb.control`: every operation's function at its dotted name, typed from the list itself. */
export type SandboxControl = ControlOf<
  (typeof SANDBOX_OPS)[number] | OpsOf<(typeof SLICES)[number]>
>;

export const CONTROL_OPS: readonly AnyControlOp[] = [
  ...SANDBOX_OPS,
  ...SLICES.flatMap((s): readonly AnyControlOp[] => s.control ?? []),
];

export type ControlFunction = (...args: unknown[]) => unknown;

export interface BuiltControl {
  control: SandboxControl;
  /** Each operation's function for this sandbox (HTTP-only ones too), for control-http.ts. */
  functions: ReadonlyMap<AnyControlOp, ControlFunction>;
}

export function createControl(core: ControlCore): BuiltControl {
  const control: Record<string, unknown> = {};
  const functions = new Map<AnyControlOp, ControlFunction>();
  for (const op of CONTROL_OPS) {
    const fn = op.make(core);
    functions.set(op, fn);
    if (op.name === null) continue;
    const path = op.name.split('.');
    let at = control;
    for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
    const last = path.at(-1)!;
    if (last in at) throw new Error(`duplicate control operation ${op.name}`);
    at[last] = fn;
  }
  return { control: control as SandboxControl, functions };
}
