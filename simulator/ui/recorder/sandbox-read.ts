/** A sandbox control call written as in a step (`"GET trip/waybills?mobile=…"`), from the page. */
export async function readSandbox(call: string, body?: unknown): Promise<unknown> {
  const [method = 'GET', path = ''] = call.trim().split(/\s+/, 2);
  const res = await fetch(`/__sandbox/${path.replace(/^\//, '')}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} /__sandbox/${path}: HTTP ${res.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

/** Equal as JSON, whatever the key order. */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : 1)),
        )
      : v,
  );
}
