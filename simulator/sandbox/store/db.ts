/** The state plus the clock, the seeded generators and typed access to each area's tables. */
import type {
  AreaKey,
  Query,
  SandboxEvents,
  SandboxQueries,
  SliceAnswers,
  SliceListeners,
} from '../areas/slice';
import { rngFor, type Rng } from './prng';
import { formatDateTime } from './time';
import type { SandboxState } from './types';

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

type ArgsOf<Q extends keyof SandboxQueries> =
  SandboxQueries[Q] extends Query<infer A, unknown> ? A : never;
type AnswerOf<Q extends keyof SandboxQueries> =
  SandboxQueries[Q] extends Query<unknown, infer R> ? R : never;

/** Each query's one answering function, by name. */
export type AnswerBook = ReadonlyMap<string, (db: Db, args: never) => unknown>;

/**
 * The answer book of the registered slices: fails (at start-up) when a query of `names` has no
 * answering slice or has two, so a lower area's question never goes unheard or gets two answers.
 */
export function answerBook(
  slices: readonly { name: string; answers?: SliceAnswers }[],
  names: readonly string[],
): AnswerBook {
  const book = new Map<string, (db: Db, args: never) => unknown>();
  for (const name of names) {
    const by = slices.filter((s) => s.answers && name in s.answers);
    if (by.length !== 1) {
      const who =
        by.length === 0
          ? 'no slice answers it'
          : `${by.map((s) => s.name).join(' and ')} both answer it`;
      throw new Error(
        `sandbox query ${name}: ${who}; exactly one slice must (areas/slice.ts answers)`,
      );
    }
    book.set(name, (by[0]!.answers as Record<string, (db: Db, args: never) => unknown>)[name]!);
  }
  for (const s of slices) {
    for (const name of Object.keys(s.answers ?? {})) {
      if (!names.includes(name))
        throw new Error(`sandbox query ${name} (answered by ${s.name}) is not declared`);
    }
  }
  return book;
}

export class Db {
  /** Uploaded bytes stay in memory only (too big for localStorage); after a reload files are drawn. */
  readonly files = new Map<string, StoredFile>();

  /**
   * `listeners`: each registered slice's `on`, in registry order; `answers`: the answer book of
   * their `answers` (areas/registry.ts wiredDb passes both; a Db made by a test with neither
   * leaves events unheard and fails a question).
   */
  constructor(
    public state: SandboxState,
    private readonly clock: () => number,
    private readonly listeners: readonly (SliceListeners | undefined)[] = [],
    private readonly answers: AnswerBook = new Map(),
  ) {}

  /** Asks the one slice that answers `query` (areas/slice.ts SandboxQueries). */
  ask<Q extends keyof SandboxQueries>(query: Q, args: ArgsOf<Q>): AnswerOf<Q> {
    const answer = this.answers.get(query);
    if (!answer) throw new Error(`sandbox query ${query}: no slice answers it in this Db`);
    return answer(this, args as never) as AnswerOf<Q>;
  }

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
