/** The market's control endpoints (/__sandbox/market/*, simulator/sandbox/areas/supply/market/control.ts). */
import { controlCall } from '../control-call';
import type { MarketSourceView, PublishSpec } from '@sim/sandbox/areas/supply/market/world';

export type { MarketSourceView, PublishSpec };

const call = controlCall('market');

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
