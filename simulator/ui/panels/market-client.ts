/** The market's control endpoints (/__sandbox/market/*, simulator/sandbox/areas/supply/control.ts). */
import type { MarketSourceView, PublishSpec } from '@sim/sandbox/areas/supply/world';

export type { MarketSourceView, PublishSpec };

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`/__sandbox/market/${path}`, {
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

export const marketClient = {
  sources: (filter: { status?: string; q?: string } = {}) => {
    const query = new URLSearchParams(
      Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1])),
    ).toString();
    return call<MarketSourceView[]>('GET', `sources${query ? `?${query}` : ''}`);
  },
  /** Another driver takes `quantity` (default all that is left). */
  take: (sourceId: string, quantity?: number) =>
    call<MarketSourceView>('POST', 'take', { sourceId, quantity }),
  publish: (spec: PublishSpec) => call<MarketSourceView>('POST', 'publish', spec),
  /** Many open sources at once (the plaza's 2,000-row performance check). */
  grow: (count: number) => call<{ open: number }>('POST', 'grow', { count }),
  setStatus: (sourceId: string, status: 'open' | 'full' | 'closed') =>
    call<MarketSourceView>('POST', 'status', { sourceId, status }),
  assign: (sourceId: string, mobile: string | null) =>
    call<MarketSourceView>('POST', 'assign', { sourceId, mobile }),
};
