/**
 * A control operation, declared once: its name in `sb.control` (e.g. `sms.latest`), the in-process
 * function, and its HTTP mirror(s) under /__sandbox/ (method, path, how the request becomes the
 * call's arguments and how the result is answered). control.ts and control-http.ts are both built
 * from the list of these, so adding an operation is one entry.
 */
import type { RequestLog } from '../request-log';
import type { Db } from '../store/db';

export interface ControlCore {
  db: Db;
  requests: RequestLog;
  /** Persists the state (call after every change). */
  save(): void;
}

export type ControlMethod = 'GET' | 'POST' | 'DELETE';

/** What an HTTP binding sees of the request. */
export interface HttpInput {
  request: Request;
  url: URL;
  /** For a `path/*` route: what follows `path/`. */
  rest: string;
  query(name: string): string | undefined;
  /** The JSON body, `{}` when empty. */
  body<T>(): Promise<T>;
}

type Fn = (...args: never[]) => unknown;

export interface HttpBinding<F extends Fn> {
  /** e.g. `GET sms/latest`; a path ending in `/*` takes every path below it. */
  route: `${ControlMethod} ${string}`;
  /** The call's arguments (default none). Throw controlError(…) to refuse the request. */
  args?(input: HttpInput, core: ControlCore): Parameters<F> | Promise<Parameters<F>>;
  /** What to answer: a Response, or a value sent as JSON (default the result itself). */
  reply?(result: Awaited<ReturnType<F>>, input: HttpInput, core: ControlCore): unknown;
}

interface OpBase {
  readonly make: (core: ControlCore) => (...args: unknown[]) => unknown;
  readonly http: readonly HttpBinding<Fn>[];
}

export interface ControlOp<N extends string, F> extends OpBase {
  readonly name: N;
  /** Phantom: the in-process signature, from which the SandboxControl type is derived. */
  readonly __fn?: F;
}

/** An /__sandbox/ endpoint with no in-process counterpart (the face provider page, files). */
export interface HttpOnlyOp extends OpBase {
  readonly name: null;
}

export type AnyControlOp = ControlOp<string, unknown> | HttpOnlyOp;

export function controlOp<const N extends string, F extends Fn>(
  name: N,
  make: (core: ControlCore) => F,
  ...http: NoInfer<HttpBinding<F>>[]
): ControlOp<N, F> {
  // Erased here, once: the bindings were checked against F above.
  return { name, make: make as unknown as OpBase['make'], http: http as HttpBinding<Fn>[] };
}

export function httpOp(
  route: HttpBinding<Fn>['route'],
  answer: (input: HttpInput, core: ControlCore) => Response,
): HttpOnlyOp {
  const make = (core: ControlCore) => (input: unknown) => answer(input as HttpInput, core);
  return { name: null, make, http: [{ route, args: (input) => [input] as never }] };
}

/** Refuses a control request with this status and JSON body. */
export class ControlError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.error));
  }
}

export function notFound(what: string): ControlError {
  return new ControlError(404, { error: `${what} not found` });
}

type Nest<N extends string, F> = N extends `${infer Head}.${infer Rest}`
  ? { [K in Head]: Nest<Rest, F> }
  : { [K in N]: F };

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;

/** `sb.control`'s type: each operation's function at its dotted name. */
export type ControlOf<Op> = UnionToIntersection<
  Op extends ControlOp<infer N, infer F> ? Nest<N, F> : never
>;
