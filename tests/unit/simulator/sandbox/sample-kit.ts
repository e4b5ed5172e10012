/**
 * The kit every contract sample is written with: `sample(endpoint, request, shape)` checks a
 * request and the response shape against the endpoint's types, then erases them into an AnySample.
 * Core samples are in contract-samples.ts; an area's own in samples/<area>.ts (export `samples`).
 */
import type { Endpoint, ReqOf, ResOf } from '@/lib/contract/endpoint';
import type { ServerPage } from '@/lib/contract/envelope';
import type { Sandbox } from '@sim/sandbox/sandbox';

export type Fields<T> = { [K in keyof T]-?: undefined extends T[K] ? false : true };

/** What `data` must look like. Unions with null (`X | null`) take X's shape and must not be null. */
export type ShapeOf<R> = [R] extends [null]
  ? { kind: 'null' }
  : [R] extends [number]
    ? { kind: 'number' }
    : ShapeOfValue<Exclude<R, null>>;

type ShapeOfValue<R> = R extends readonly string[]
  ? { kind: 'strings' }
  : R extends ServerPage<infer T>
    ? { kind: 'page'; fields: Fields<T> }
    : R extends readonly (infer T)[]
      ? { kind: 'list'; fields: Fields<T> }
      : { kind: 'object'; fields: Fields<R> };

export interface SampleContext {
  sb: Sandbox;
  /** Access token of the sample's user. */
  at: string;
  rt: string;
  mobile: string;
}

export interface Sample<E extends Endpoint<unknown, unknown>> {
  endpoint: E;
  /** Who calls (default the certified driver 13800000002). */
  as?: string;
  request: ReqOf<E> | ((ctx: SampleContext) => ReqOf<E> | Promise<ReqOf<E>>);
  shape: ShapeOf<ResOf<E>>;
  /** Extra request headers (e.g. the device position `longitude` / `latitude`). */
  headers?: Record<string, string>;
}

/** A sample with its types checked and then erased, so all samples fit in one record. */
export interface AnySample {
  endpoint: Endpoint<unknown, unknown>;
  as?: string;
  headers?: Record<string, string>;
  request: unknown;
  shape: {
    kind: 'null' | 'number' | 'strings' | 'object' | 'list' | 'page';
    fields?: Record<string, boolean>;
  };
}

export function sample<E extends Endpoint<unknown, unknown>>(
  endpoint: E,
  request: NoInfer<Sample<E>['request']>,
  shape: NoInfer<ShapeOf<ResOf<E>>>,
  as?: string,
  headers?: Record<string, string>,
): AnySample {
  return {
    endpoint,
    request,
    shape: shape as AnySample['shape'],
    ...(as ? { as } : {}),
    ...(headers ? { headers } : {}),
  };
}

export const NULL = { kind: 'null' } as const;
