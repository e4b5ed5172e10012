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
