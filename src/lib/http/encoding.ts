/** Request payload encodings (§7): query string, JSON without nulls, form-urlencoded, multipart. */

type Scalar = string | number | boolean | bigint;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/**
 * Removes `null` and `undefined` object values at every depth. Array elements keep their positions
 * (a dropped element would shift the meaning of the ones after it); objects inside arrays are cleaned.
 */
export function stripNullish<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => stripNullish(item)) as T;
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === null || item === undefined) continue;
    out[key] = stripNullish(item);
  }
  return out as T;
}

function scalarText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as Scalar);
}

/** Flattens a payload to key/value pairs: arrays become repeated keys, nullish values are left out. */
function entries(payload: unknown): Array<[string, unknown]> {
  if (!isPlainObject(payload)) return [];
  const pairs: Array<[string, unknown]> = [];
  for (const [key, value] of Object.entries(payload)) {
    const items = Array.isArray(value) ? (value as unknown[]) : [value];
    for (const item of items) {
      if (item === null || item === undefined) continue;
      pairs.push([key, item]);
    }
  }
  return pairs;
}

export function toSearchParams(payload: unknown): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of entries(payload)) params.append(key, scalarText(value));
  return params;
}

export function toFormData(payload: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of entries(payload)) {
    if (isBlob(value)) {
      const name = (value as Blob & { name?: unknown }).name;
      form.append(key, value, typeof name === 'string' && name !== '' ? name : 'blob');
    } else {
      form.append(key, scalarText(value));
    }
  }
  return form;
}

/** Appends a query string to a path that may already have one. */
export function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  if (query === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
