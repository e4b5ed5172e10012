/**
 * Route declarations typed by the API contract: `route(account.smsLogin, (req, ctx) => …)` gets the
 * endpoint's request fields and must return exactly its response type, so drift is a compile error.
 */
import type { Endpoint, ReqOf, ResOf } from '@/lib/contract/endpoint';
import type { Db } from './store/db';
import type { UserRecord } from './kernel/user';

/**
 * A request field as it arrives: form and query values are text, repeated keys may be one value
 * or a list, and any field may be missing. Handlers validate; they never trust the client.
 */
export type WireValue<V> = V extends Blob
  ? Blob
  : V extends string
    ? string
    : V extends number | boolean
      ? V | string
      : V extends readonly (infer U)[]
        ? WireValue<U>[] | WireValue<U>
        : V extends object
          ? Wire<V>
          : V;

export type Wire<T> = { [K in keyof T]?: WireValue<T[K]> };

/** `required`: Bearer access token; `optional`: used when valid; `none`: the call ignores the token. */
export type AuthMode = 'required' | 'optional' | 'none';

export interface RouteContext {
  db: Db;
  request: Request;
  url: URL;
  user: UserRecord | null;
  sid: string | null;
  /** The authenticated user (required-auth routes always have one). */
  me(): UserRecord;
  /** Where the sandbox reports what a person would need to see (SMS codes). */
  log(line: string): void;
}

export interface Route {
  endpoint: Endpoint<unknown, unknown>;
  auth: AuthMode;
  run(payload: Record<string, unknown>, ctx: RouteContext): unknown;
}

export function route<E extends Endpoint<unknown, unknown>>(
  ep: E,
  handler: (req: Wire<ReqOf<E>>, ctx: RouteContext) => ResOf<E> | Promise<ResOf<E>>,
  options: { auth?: AuthMode } = {},
): Route {
  return {
    endpoint: ep,
    auth: options.auth ?? (ep.ignoreToken ? 'none' : 'required'),
    run: (payload, ctx) => handler(payload as Wire<ReqOf<E>>, ctx),
  };
}

export class RouteTable {
  private readonly byPath = new Map<string, Route>();

  constructor(routes: readonly Route[]) {
    for (const r of routes) {
      if (this.byPath.has(r.endpoint.path))
        throw new Error(`duplicate sandbox route ${r.endpoint.path}`);
      this.byPath.set(r.endpoint.path, r);
    }
  }

  find(path: string): Route | undefined {
    return this.byPath.get(path);
  }

  paths(): string[] {
    return [...this.byPath.keys()];
  }
}
