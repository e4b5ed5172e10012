/** Whole-simulator scenario files: the native part of the state, as portable JSON. */
import type { SimScenario, SimState } from './api';
import { defaultSimState, mergeState } from './default-state';
import { freezeRoute } from './location';

const SCENARIO_VERSION = 1;

/** The state a scenario describes: defaults, then the scenario's sections; runtime parts kept. */
export function scenarioState(scenario: SimScenario, current: SimState, now: number): SimState {
  if (typeof scenario !== 'object' || scenario === null || scenario.version !== SCENARIO_VERSION) {
    throw new Error(`不支持的场景文件（version 应为 ${SCENARIO_VERSION}）`);
  }
  const {
    device,
    permissions,
    camera,
    gallery,
    qr,
    location,
    payment,
    faults,
    tracking,
    share,
    upload,
  } = scenario;
  const next = mergeState(defaultSimState(), {
    device,
    permissions,
    camera,
    gallery,
    qr,
    location,
    payment,
    faults,
    tracking: tracking ? { ...tracking, buffer: tracking.buffer ?? [] } : undefined,
    share,
    upload,
  });
  // A route saved while playing carries no clock anchor: it resumes from its offset now.
  const route = next.location.route;
  if (route?.status === 'playing') next.location.route = { ...route, anchorTime: now };
  next.location.watches = current.location.watches;
  next.app = current.app;
  return next;
}

export function stateScenario(state: SimState, name: string, now: number): SimScenario {
  const { watches: _watches, ...location } = state.location;
  const route = location.route ? freezeRoute(location.route, now) : null;
  return structuredClone({
    version: SCENARIO_VERSION,
    name,
    device: state.device,
    permissions: state.permissions,
    camera: state.camera,
    gallery: state.gallery,
    qr: state.qr,
    location: { ...location, route },
    payment: state.payment,
    faults: state.faults,
    tracking: {
      autoEverySeconds: state.tracking.autoEverySeconds,
      autoBatch: state.tracking.autoBatch,
    },
    share: state.share,
    upload: state.upload,
  });
}
