/** What the sandbox received, so tests can assert "the request sent". Not persisted. */
export interface RequestLogEntry {
  id: number;
  /** ISO, server clock. */
  time: string;
  method: string;
  /** From `/api/…`, without the query string. */
  path: string;
  query: Record<string, string | string[]>;
  /** Lower-cased request headers, without transport noise. */
  headers: Record<string, string>;
  /** Decoded per the endpoint's encoding (files as `{file, size, type}`); raw text for unknown paths. */
  body: unknown;
  status: number;
  /** Envelope state of the answer (200 on success). */
  state: number | null;
  /** The answer was an earlier one replayed for the same Idempotency-Key (idempotency.ts). */
  replayed?: true;
}

const NOISE = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  'cache-control',
  'connection',
  'content-length',
  'cookie',
  'host',
  'origin',
  'pragma',
  'referer',
  'user-agent',
]);

const KEEP = 500;

export function headerSubset(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, key) => {
    const k = key.toLowerCase();
    if (!NOISE.has(k) && !k.startsWith('sec-')) out[k] = value;
  });
  return out;
}

export function queryOf(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length === 1 ? all[0]! : all;
  }
  return out;
}

export class RequestLog {
  private entries: RequestLogEntry[] = [];
  private counter = 0;

  add(entry: Omit<RequestLogEntry, 'id'>): RequestLogEntry {
    this.counter += 1;
    const full = { id: this.counter, ...entry };
    this.entries.push(full);
    if (this.entries.length > KEEP) this.entries.shift();
    return full;
  }

  list(filter: { path?: string } = {}): RequestLogEntry[] {
    return this.entries.filter(
      (e) => !filter.path || e.path === filter.path || e.path.endsWith(`/${filter.path}`),
    );
  }

  clear(): void {
    this.entries = [];
  }
}
