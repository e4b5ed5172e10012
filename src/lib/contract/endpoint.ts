/**
 * The API contract: every platform call is declared once as an `Endpoint` with its method, path,
 * body encoding and request/response types. The HTTP client (`lib/http`) sends them and the sandbox
 * server (`simulator/sandbox`) implements them from the same declarations, so the two cannot drift.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How the request payload travels (§7):
 * - `query`: query string (GET and DELETE always use it);
 * - `json`: JSON body with `null`/`undefined` values removed (PUT and "JSON post");
 * - `form`: `application/x-www-form-urlencoded` (plain POST);
 * - `multipart`: `multipart/form-data` (file post; 1-hour time-out).
 */
export type Encoding = 'query' | 'json' | 'form' | 'multipart';

export type Service = 'mdc' | 'fcc' | 'sdc';

export interface Endpoint<Req, Res> {
  readonly method: HttpMethod;
  /** Full path below the API base URL, e.g. `/api/mdc/cuc/user/getUserDetail`. */
  readonly path: string;
  readonly encoding: Encoding;
  /** The call must not carry the Authorization header (login, refresh, SMS before login...). */
  readonly ignoreToken?: boolean;
  /**
   * A money or order action: the client sends an `Idempotency-Key` (one per intended action) and
   * the server answers a repeated key with its first answer (docs/api-contract.md).
   */
  readonly idempotent?: true;
  /**
   * A write: what it makes stale (see `Changes`). The HTTP client announces every write that was
   * done, or may have been (its answer lost), and the app's query cache reads these again at once.
   */
  readonly changes?: Changes;
  /** Phantom fields: carry the types only; never set at run time. */
  readonly __req?: Req;
  readonly __res?: Res;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any>;

/**
 * What a write changes on the server, stated once beside the endpoint so no caller can forget it:
 * the reads a screen shows that must be fetched again (a function, so a contract module can name
 * its own reads and another area's without an evaluation-order problem; give it the return type
 * `Reads`), or `{ none: why }` for a write that changes nothing any screen reads (a login, an
 * upload, a code sent). tests/unit/conventions/write-changes.test.ts fails for a write of the
 * sandbox that states neither.
 */
export type Changes = (() => Reads) | { readonly none: string };
export type Reads = readonly AnyEndpoint[];

/** The reads `ep` makes stale (none for a read, or a write that changes nothing shown). */
export function readsChangedBy(ep: AnyEndpoint): Reads {
  return typeof ep.changes === 'function' ? ep.changes() : [];
}

export type ReqOf<E> = E extends Endpoint<infer Req, unknown> ? Req : never;
export type ResOf<E> = E extends Endpoint<unknown, infer Res> ? Res : never;

export function endpoint<Req, Res>(
  service: Service,
  subPath: string,
  options: {
    method?: HttpMethod;
    encoding?: Encoding;
    ignoreToken?: boolean;
    idempotent?: boolean;
    changes?: Changes;
  } = {},
): Endpoint<Req, Res> {
  const method = options.method ?? 'POST';
  const encoding = options.encoding ?? (method === 'GET' || method === 'DELETE' ? 'query' : 'json');
  return {
    method,
    path: `/api/${service}/${subPath}`,
    encoding,
    ...(options.ignoreToken ? { ignoreToken: true } : {}),
    ...(options.idempotent ? { idempotent: true as const } : {}),
    ...(options.changes ? { changes: options.changes } : {}),
  };
}

/** An empty request body (the spec says "empty body"). */
export type Empty = Record<string, never>;
