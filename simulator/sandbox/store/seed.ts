/** A fresh state from a seed: the core plus every registered area's seeded tables. */
import { SLICES } from '../areas/registry';
import { defaultConfig } from './config';
import { population } from './population';
import { schemaHash } from './schema';
import type { SandboxState, ScenarioName } from './types';

export const DEFAULT_SEED = 20250101;

export function seedState(
  seed: number = DEFAULT_SEED,
  scenario: ScenarioName = 'newDriver',
): SandboxState {
  const ctx = { seed, people: population(seed) };
  const areas = Object.fromEntries(SLICES.map((s) => [s.name, s.seed(ctx)]));
  const config = defaultConfig();
  return {
    schema: schemaHash(SLICES, { config, areas }),
    seed,
    scenario,
    config,
    faults: [],
    areas,
  };
}

let current: string | null = null;

/** The schema hash of this build's registered areas. */
export function currentSchema(): string {
  current ??= seedState().schema;
  return current;
}

export function registeredAreas(): string[] {
  return SLICES.map((s) => s.name);
}
