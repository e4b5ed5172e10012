/**
 * One feature area of the sandbox (a "slice"): its tables, its seeded rows, its API routes and its
 * control operations. The sandbox state is the union of the registered slices (areas/registry.ts).
 */
import type { AnyControlOp } from '../control/op';
import type { Route, RouteContext } from '../router';
import type { Db } from '../store/db';
import type { SeededPerson } from '../store/population';

/**
 * What happens in one area that areas above it act on, by name → payload. An area may import only
 * areas below it (eslint/sandbox-order.js), so an upward need is an event: the lower area emits it
 * (`db.emit('waybillDone', w)`) and declares it by augmenting this interface in its own types, e.g.
 * `declare module '../../slice' { interface SandboxEvents { waybillDone: WaybillRecord } }`; a slice
 * above listens through `on`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface SandboxEvents {}

/** A slice's listeners: each runs in the emitter's write, in registry order (areas/registry.ts). */
export type SliceListeners = {
  [E in keyof SandboxEvents]?: (db: Db, payload: SandboxEvents[E]) => void;
};

/**
 * What a lower area asks of the area that owns the data, by name → `{ args; answer }`: the lower
 * area asks (`db.ask('truckBusy', carNo)`) and declares the query by augmenting this interface in
 * its own types, in its own words; exactly one slice above answers it through `answers` (checked
 * at start-up, store/db.ts answerBook). A query that creates a record returns what the asker needs.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface SandboxQueries {}

export interface Query<Args, Answer> {
  args: Args;
  answer: Answer;
}

/** A slice's answers to the queries of the areas below it. */
export type SliceAnswers = {
  [Q in keyof SandboxQueries]?: SandboxQueries[Q] extends Query<infer A, infer R>
    ? (db: Db, args: A) => R
    : never;
};

export interface SeedContext {
  seed: number;
  /** The seeded people, drawn once in a fixed order; an area takes the part it owns. */
  people: readonly SeededPerson[];
  /**
   * Midnight (China time) of the day the world is seeded on, from the sandbox clock
   * (store/time.ts `seedEpoch`): seeded dates are offsets before it, never after.
   */
  epochMs: number;
}

/** A typed handle on an area's tables: `db.area(smsArea)` is that area's part of the state. */
export interface AreaKey<T> {
  readonly name: string;
  /** Phantom: carries the tables' type only. */
  readonly __tables?: T;
}

export function areaKey<T>(name: string): AreaKey<T> {
  return { name };
}

/** Areas that only answer from fixed reference data keep no tables. */
export type NoTables = Record<string, never>;

export interface Slice<T = unknown, Ops extends readonly AnyControlOp[] = readonly AnyControlOp[]> {
  /** The area's folder name; its tables sit at `state.areas[name]`. */
  name: string;
  /**
   * Bump when the stored shape of this area's records changes (a field added, renamed, retyped):
   * the schema hash changes and saved states of the old shape are re-seeded instead of misread.
   */
  version: number;
  /** The area's tables for a fresh state: deterministic for a given seed, plain JSON. */
  seed(ctx: SeedContext): T;
  routes: readonly Route[];
  control?: Ops;
  /** Sees every authenticated API request before its route runs (e.g. a trip records positions). */
  observe?(ctx: RouteContext): void;
  /** What this slice does when a lower area emits an event (SandboxEvents). */
  on?: SliceListeners;
  /** What this slice answers when a lower area asks (SandboxQueries); one answerer per query. */
  answers?: SliceAnswers;
}

export function defineSlice<T, const Ops extends readonly AnyControlOp[] = readonly []>(
  key: AreaKey<T>,
  def: Omit<Slice<NoInfer<T>, Ops>, 'name'>,
): Slice<T, Ops> {
  return { name: key.name, ...def };
}
