/** A tiny typed client for sandbox tests: encodes payloads the way the contract says (§7). */
import type { TokenPair } from '@/lib/contract/account/auth';
import { account } from '@/lib/contract/account/auth';
import type { Endpoint, ReqOf, ResOf } from '@/lib/contract/endpoint';
import type { Envelope } from '@/lib/contract/envelope';
import { sms } from '@/lib/contract/common/sms';
import { createSandbox, type Sandbox, type SandboxOptions } from '@sim/sandbox/sandbox';

export const ORIGIN = 'http://sandbox.test';
export const SEED = 7;

export function quietSandbox(options: SandboxOptions = {}): Sandbox {
  return createSandbox({ seed: SEED, log: () => {}, ...options });
}

function pairs(payload: unknown): Array<[string, unknown]> {
  if (typeof payload !== 'object' || payload === null) return [];
  return Object.entries(payload).flatMap(([k, v]) =>
    (Array.isArray(v) ? v : [v])
      .filter((x) => x !== null && x !== undefined)
      .map((x): [string, unknown] => [k, x]),
  );
}

export function buildRequest<E extends Endpoint<unknown, unknown>>(
  ep: E,
  payload: ReqOf<E>,
  options: { token?: string; origin?: string; headers?: Record<string, string> } = {},
): Request {
  const headers = new Headers(options.headers);
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  const url = new URL(ep.path, options.origin ?? ORIGIN);
  let body: BodyInit | undefined;
  if (ep.encoding === 'query') {
    for (const [k, v] of pairs(payload)) url.searchParams.append(k, String(v));
  } else if (ep.encoding === 'json') {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(payload);
  } else if (ep.encoding === 'form') {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(pairs(payload).map(([k, v]) => [k, String(v)])).toString();
  } else {
    const form = new FormData();
    for (const [k, v] of pairs(payload)) {
      if (v instanceof Blob) form.append(k, v, (v as File).name ?? 'blob');
      else form.append(k, String(v));
    }
    body = form;
  }
  return new Request(url, { method: ep.method, headers, ...(body !== undefined ? { body } : {}) });
}

export interface Answer<T> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export async function call<E extends Endpoint<unknown, unknown>>(
  sb: Sandbox,
  ep: E,
  payload: ReqOf<E>,
  token?: string,
  headers?: Record<string, string>,
): Promise<Answer<ResOf<E>>> {
  const response = await sb.handle(
    buildRequest(ep, payload, { ...(token ? { token } : {}), ...(headers ? { headers } : {}) }),
  );
  return {
    status: response.status,
    body: (await response.json()) as Envelope<ResOf<E>>,
    headers: response.headers,
  };
}

/** Sends a login code through the API and reads it back from the sandbox inbox. */
export async function sendAndReadCode(
  sb: Sandbox,
  mobile: string,
  template: 'login' | 'register' | 'findPwd' | 'verify' = 'login',
): Promise<string> {
  const sent = await call(sb, sms.sendTemplateErificationCodeSms, { mobile, template });
  if (!sent.body.success) throw new Error(`send failed: ${sent.body.msg}`);
  return sb.control.sms.latest(mobile, template)!.code;
}

export async function smsLogin(sb: Sandbox, mobile: string): Promise<TokenPair> {
  const code = await sendAndReadCode(sb, mobile);
  const answer = await call(sb, account.smsLogin, { mobile, code });
  if (!answer.body.success) throw new Error(`login failed: ${answer.body.msg}`);
  return answer.body.data;
}

export async function control(
  sb: Sandbox,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await sb.handle(
    new Request(`${ORIGIN}/__sandbox/${path}`, {
      method,
      ...(body !== undefined
        ? { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }
        : {}),
    }),
  );
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

export function pngFile(name = 'photo.png'): File {
  // 1×1 transparent PNG.
  const bytes = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    ),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}
