/** The entrust control endpoints (/__sandbox/entrust/*, simulator/sandbox/areas/entrust/control.ts). */
import type { Entrustment } from '@/lib/contract/entrust';

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`/__sandbox/entrust/${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) {
    throw new Error((data as { error?: string } | null)?.error ?? `HTTP ${res.status}`);
  }
  return data as T;
}

export const entrustClient = {
  /** Every submitted entrustment, newest first. */
  list: () => call<Entrustment[]>('GET', 'list'),
  confirm: (id: string) => call<Entrustment>('POST', 'confirm', { id }),
  refuse: (id: string, reason: string) => call<Entrustment>('POST', 'refuse', { id, reason }),
};
