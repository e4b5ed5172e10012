/**
 * The trip without signal in stories: a fresh outbox database per story (pinned, so the session's
 * own outbox does not take over), and the simulator's network switch — the sandbox fault
 * `{ path: '*', network: true }` makes every API call fail as a network error while
 * `navigator.onLine` stays true, as on a phone in a yard without signal.
 */
import { pinOutboxDatabase, stopWaybillOutbox } from '@/lib/waybill-outbox';
import type { NetworkSource } from '@/lib/outbox/types';
import { sentRequests, type LoggedRequest } from '../../../support/sandbox';

let stories = 0;

/** beforeEach: this story's own empty outbox; the cleanup stops it. */
export function freshOutbox(options: { network?: NetworkSource } = {}) {
  return () => {
    pinOutboxDatabase(`story-outbox-${Date.now()}-${++stories}`, options);
    return () => {
      stopWaybillOutbox();
      pinOutboxDatabase(null);
    };
  };
}

/** A phone the outbox believes offline: what is queued stays 待上传 (state stories). */
export const offlinePhone: NetworkSource = { isOnline: () => false, onOnline: () => () => {} };

async function control(path: string, init: RequestInit): Promise<void> {
  const res = await fetch(`/__sandbox/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`sandbox control ${path} answered ${res.status}`);
}

/** The network panel's switch off: every API call fails as a network error. */
export const networkDown = () =>
  control('fault', { method: 'POST', body: JSON.stringify({ path: '*', network: true }) });

/** The network returns. */
export const networkBack = () => control('faults', { method: 'DELETE' });

type Logged = LoggedRequest & { status?: number; replayed?: true };

/** The calls to `suffix` the platform answered (not the ones the network swallowed). */
export async function answered(suffix: string): Promise<Logged[]> {
  const all = (await sentRequests(suffix)) as Logged[];
  return all.filter((r) => r.status === 200);
}

/** Every call to `suffix` the sandbox saw, whatever came of it. */
export const allCalls = (suffix: string) => sentRequests(suffix) as Promise<Logged[]>;

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPj/HwAFgwJ/lS0pVQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/** A photo kept on the phone, taken at 08:30 at the loading yard. */
export function keptPhoto(name = 'photo.png') {
  const takenAt = new Date(2026, 10, 25, 8, 30).getTime();
  return {
    local: {
      blob: new Blob([PNG], { type: 'image/png' }),
      name,
      watermark: {
        uploaderName: '张师傅',
        uploaderPhone: '138****0001',
        locationText: '苏州市姑苏区',
        longitude: 120.62,
        latitude: 31.3,
        takenAt,
      },
      quality: 'original' as const,
    },
    facts: { takenAt: '2026-11-25 08:30:00', longitude: 120.62, latitude: 31.3 },
  };
}
