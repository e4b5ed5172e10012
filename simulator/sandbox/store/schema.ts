/**
 * The schema hash of a state: which areas are registered, each area's declared `version` and table
 * names, and the config keys. A saved state whose hash differs was written by another shape of the
 * sandbox (an area or table added, a record changed) and is re-seeded rather than misread.
 */
import type { Slice } from '../areas/slice';
import { hash32 } from './prng';
import type { SandboxState } from './types';

/** Bump when the core of the state (seed, scenario, config, faults) changes shape. */
const CORE_VERSION = 1;

const keysOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? Object.keys(value).sort().join(',') : '';

export function schemaHash(
  slices: readonly Pick<Slice, 'name' | 'version'>[],
  state: Pick<SandboxState, 'config' | 'areas'>,
): string {
  const areas = [...slices]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((s) => `${s.name}@${s.version}(${keysOf(state.areas[s.name])})`);
  const text = [`core@${CORE_VERSION}(${keysOf(state.config)})`, ...areas].join(';');
  return hash32(text).toString(16).padStart(8, '0');
}
