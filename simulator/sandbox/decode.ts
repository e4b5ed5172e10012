/** Reads a request payload the way the endpoint's contract says it is encoded. */
import type { Endpoint } from '@/lib/contract/endpoint';
import { httpFailure, type Failure } from './envelope';
import { serverMessages } from './messages';

export type Payload = Record<string, unknown>;

/** `content[]` and `content[0]` both mean `content`; repeated keys become a list. */
function collect(entries: Iterable<[string, unknown]>): Payload {
  const out: Payload = {};
  for (const [rawKey, value] of entries) {
    const key = rawKey.replace(/\[\d*\]$/, '');
    if (!(key in out)) out[key] = value;
    else if (Array.isArray(out[key])) (out[key] as unknown[]).push(value);
    else out[key] = [out[key], value];
  }
  return out;
}

function contentType(request: Request): string {
  return (request.headers.get('content-type') ?? '').toLowerCase();
}

function wrongMedia(expected: string): Failure {
  return httpFailure(415, `${serverMessages.unsupportedMedia}（应为 ${expected}）`);
}

async function decodeJson(request: Request): Promise<Payload> {
  const text = await request.text();
  if (text.trim() === '') return {};
  if (!contentType(request).includes('application/json')) throw wrongMedia('application/json');
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Payload) : { value: parsed };
  } catch {
    throw httpFailure(400, serverMessages.badJson);
  }
}

async function decodeForm(request: Request): Promise<Payload> {
  const text = await request.text();
  if (text.trim() === '') return {};
  if (!contentType(request).includes('application/x-www-form-urlencoded')) {
    throw wrongMedia('application/x-www-form-urlencoded');
  }
  return collect(new URLSearchParams(text));
}

async function decodeMultipart(request: Request): Promise<Payload> {
  if (!contentType(request).includes('multipart/form-data'))
    throw wrongMedia('multipart/form-data');
  const form = await request.formData();
  return collect(form.entries());
}

export async function decodePayload(
  request: Request,
  url: URL,
  ep: Endpoint<unknown, unknown>,
): Promise<Payload> {
  switch (ep.encoding) {
    case 'query':
      return collect(url.searchParams);
    case 'json':
      return decodeJson(request);
    case 'form':
      return decodeForm(request);
    case 'multipart':
      return decodeMultipart(request);
  }
}

/** A log-friendly copy: files become `{file, size, type}`. */
export function describePayload(payload: Payload): Payload {
  const describe = (v: unknown): unknown =>
    typeof Blob !== 'undefined' && v instanceof Blob
      ? { file: (v as Blob & { name?: string }).name ?? 'blob', size: v.size, type: v.type }
      : Array.isArray(v)
        ? v.map(describe)
        : v;
  return Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, describe(v)]));
}
