/** The platform's response envelope and its business states (§7, §8). */
export interface Envelope<T> {
  success?: boolean;
  /** Legacy success marker: `10000` means success. */
  errcode?: number;
  /** Business state; `200` on success, otherwise one of `BusinessState` or another server code. */
  state?: number;
  msg?: string;
  errmsg?: string;
  error?: string;
  data: T;
}

const SUCCESS_ERRCODE = 10000;

export const BusinessState = {
  ok: 200,
  /** Account expired: clear authorization, show 登录过期 dialog, go to login. */
  loginExpired: 505001,
  /** Identity invalid (route guard). */
  identityInvalid: 503500,
  /** Access token expired: force a refresh and retry. */
  tokenExpired: 10000000002,
  /** Token invalid: log out. */
  tokenInvalid: 10000000003,
  /** Token must be refreshed: force a refresh and retry. */
  tokenRefreshRequired: 10000000004,
  /** Alert `Token signature mismatch`. */
  tokenSignatureMismatch: 10000000006,
  /**
   * The asked record does not exist (project choice: the spec names no state for it). A detail
   * screen says so with the way back, no 重试.
   */
  notFound: 404001,
  /** The record exists but is another driver's (project choice, as notFound). */
  notYours: 403001,
  /** The driver may not do or see this (role or permission missing; project choice). */
  forbidden: 403002,
} as const;

/** Paged data as the server sends it. */
export interface ServerPage<T> {
  records: T[];
  total: number;
}

/** Paged data as the app sees it (`records/total` become `rows/total`). */
export interface Page<T> {
  rows: T[];
  total: number;
}

export interface PageQuery {
  /** Starts at 0 in the list widget and is incremented before each request, so the first request asks page 1. */
  pageIndex: number;
  pageSize: number;
}

/** What the client returns for an endpoint whose wire type is `Res`. */
export type ClientData<Res> = Res extends ServerPage<infer T> ? Page<T> : Res;

export function isEnvelopeSuccess(body: Pick<Envelope<unknown>, 'success' | 'errcode'>): boolean {
  return body.success === true || body.errcode === SUCCESS_ERRCODE;
}
