/** A fresh state from a seed: the core plus every registered area's seeded tables. */
import { SLICES } from '../areas/registry';
import { defaultConfig } from './config';
import { population } from './population';
import { schemaHash } from './schema';
import { SEED_EPOCH_MS } from './time';
import type { SandboxState, ScenarioName } from './types';

export const DEFAULT_SEED = 20250101;

export function seedState(
  seed: number = DEFAULT_SEED,
  scenario: ScenarioName = 'newDriver',
  /** Midnight of the seeding day (`seedEpoch(sandbox now)`); a fixed day without a clock. */
  epochMs: number = SEED_EPOCH_MS,
): SandboxState {
  const ctx = { seed, epochMs, people: population(seed, epochMs) };
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
