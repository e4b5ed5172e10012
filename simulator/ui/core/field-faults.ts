/** The sandbox faults a route's field conditions in force ask for (field-runner.ts sets them). */
import type { FieldCondition } from '@sim/bridge/api';
import {
  FIELD_FAULT_TAG,
  WEAK_SIGNAL_DELAY_MS,
  WEAK_SIGNAL_LOSE_EVERY,
} from '@sim/bridge/field-conditions';
import type { FaultSpec } from '@sim/sandbox/faults';

/** A dead zone drops every call; a weak stretch delays all and loses one in n (newest wins: last). */
export function networkFaults(active: readonly FieldCondition[]): FaultSpec[] {
  const tag = FIELD_FAULT_TAG;
  if (active.some((c) => c.kind === 'deadZone')) return [{ path: '*', network: true, tag }];
  const weak = active.find((c) => c.kind === 'weakSignal');
  if (!weak) return [];
  const delay: FaultSpec = { path: '*', delayMs: weak.delayMs ?? WEAK_SIGNAL_DELAY_MS, tag };
  const every = weak.loseEvery ?? WEAK_SIGNAL_LOSE_EVERY;
  if (every <= 0) return [delay];
  return [delay, { path: '*', lostAnswer: true, network: true, every, tag }];
}
