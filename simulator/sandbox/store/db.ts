/** The state plus the clock, the seeded generators and typed access to each area's tables. */
import type { AreaKey, SandboxEvents, SliceListeners } from '../areas/slice';
import { rngFor, type Rng } from './prng';
import { formatDateTime } from './time';
import type { SandboxState } from './types';

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export class Db {
  /** Uploaded bytes stay in memory only (too big for localStorage); after a reload files are drawn. */
  readonly files = new Map<string, StoredFile>();

  /**
   * `listeners`: each registered slice's `on`, in registry order (sandbox.ts passes them; a Db made
   * by a test to call one area's functions has none, so events go unheard there).
   */
  constructor(
    public state: SandboxState,
    private readonly clock: () => number,
    private readonly listeners: readonly (SliceListeners | undefined)[] = [],
  ) {}

  /** Tells every slice that listens that `event` happened (areas/slice.ts SandboxEvents). */
  emit<E extends keyof SandboxEvents>(event: E, payload: SandboxEvents[E]): void {
    for (const on of this.listeners) on?.[event]?.(this, payload);
  }

  /** Server time in ms (real clock plus the configured offset). */
  now(): number {
    return this.clock() + this.state.config.clockOffsetMs;
  }

  nowText(): string {
    return formatDateTime(this.now());
  }

  /** A deterministic generator for one use, e.g. `rng('sms', 3)`. */
  rng(purpose: string, n: number): Rng {
    return rngFor(this.state.seed, `${purpose}#${n}`);
  }

  /** One area's tables (the live objects: changes are kept and persisted). */
  area<T>(key: AreaKey<T>): T {
    const tables = this.state.areas[key.name];
    if (tables === undefined) throw new Error(`sandbox area ${key.name} is not registered`);
    return tables as T;
  }
}
