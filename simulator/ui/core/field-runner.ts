/**
 * Applies the loaded route's field conditions as the truck moves (simulator/bridge/
 * field-conditions.ts): a dead zone or a weak stretch sets the sandbox's network faults (tagged
 * `field`, so the network panel's own faults stay); the app goes to the background or is killed
 * and reopened; the account logs in on another phone. A tunnel needs nothing here: the location
 * handler has no fix there. Checked every second of the page clock (so a test's fake clock drives
 * it) and on every change of the native's state (a seek, a new route).
 */
import type { FieldCondition, SimState } from '@sim/bridge/api';
import {
  conditionsAt,
  describeCondition,
  edgesBetween,
  FIELD_FAULT_TAG,
  type ConditionEdge,
} from '@sim/bridge/field-conditions';
import { routeDistance } from '@sim/bridge/location';
import { networkFaults } from './field-faults';
import { native } from './native';
import { sandboxClient } from './sandbox-client';
import { unobserved } from './sandbox-observer';
import { createStore } from './store';

/** The phone's signal where the truck is now, for the status bar. */
export type Signal = 'full' | 'weak' | 'none';
export const fieldSignal = createStore<{ signal: Signal }>({ signal: 'full' });

function signalOf(active: readonly FieldCondition[]): Signal {
  if (active.some((c) => c.kind === 'deadZone')) return 'none';
  return active.some((c) => c.kind === 'weakSignal') ? 'weak' : 'full';
}

const TICK_MS = 1_000;

interface Position {
  /** The route's identity: conditions and points as loaded. */
  key: string;
  distanceM: number;
}

function positionOf(state: SimState, now: number): Position | null {
  const route = state.location.route;
  if (state.location.mode !== 'route' || !route?.conditions?.length) return null;
  const key = JSON.stringify([route.points, route.conditions]);
  return { key, distanceM: routeDistance(route, now) };
}

function happen({ condition, edge }: ConditionEdge): Promise<unknown> | void {
  const controls = native.controls.native;
  if (condition.kind === 'background')
    return edge === 'enter' ? controls.pause() : controls.resume();
  if (condition.kind === 'killed') return edge === 'enter' ? controls.kill() : controls.reopen();
  if (condition.kind === 'otherPhone' && edge === 'enter') return sandboxClient.loginElsewhere();
}

export function startFieldRunner(): () => void {
  let last: Position | null = null;
  let applied = '[]';
  // One at a time, in order: a sandbox call must not overtake the one before it.
  let queue: Promise<void> = unobserved(() => sandboxClient.clearFaults(FIELD_FAULT_TAG)).then(
    () => undefined,
    () => undefined,
  );
  // The runner's effects are the route's, not the tester's steps: unobserved by the recorder.
  const run = (step: () => Promise<unknown> | unknown) => {
    queue = queue
      .then(() => unobserved(step))
      .then(
        () => undefined,
        (error: unknown) => console.warn('[simulator] field condition:', error),
      );
  };

  const check = () => {
    const now = native.now();
    const here = positionOf(native.state, now);
    const route = native.state.location.route;
    const edges =
      here && last && here.key === last.key && route?.conditions
        ? edgesBetween(route.conditions, last.distanceM, here.distanceM)
        : [];
    last = here;
    for (const edge of edges) {
      native.noteField(
        `${describeCondition(edge.condition)} ${edge.edge === 'enter' ? '开始' : '结束'}`,
      );
      run(() => happen(edge));
    }
    const active = here && route?.conditions ? conditionsAt(route.conditions, here.distanceM) : [];
    const signal = signalOf(active);
    if (signal !== fieldSignal.get().signal) fieldSignal.set({ signal });
    const wanted = networkFaults(active);
    const key = JSON.stringify(wanted);
    if (key === applied) return;
    applied = key;
    run(async () => {
      // Each call in its own scope: an `await` leaves the one it started in.
      await unobserved(() => sandboxClient.clearFaults(FIELD_FAULT_TAG));
      for (const spec of wanted) await unobserved(() => sandboxClient.fault(spec));
    });
  };

  const timer = setInterval(check, TICK_MS);
  const unsubscribe = native.subscribe(check);
  return () => {
    clearInterval(timer);
    unsubscribe();
  };
}
