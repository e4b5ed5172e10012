import 'fake-indexeddb/auto';
import { createOutbox, type Outbox } from '@/lib/outbox/outbox';
import type {
  NetworkSource,
  OutboxFile,
  OutboxItem,
  OutboxSender,
  OutboxTimers,
} from '@/lib/outbox/types';

export type Kind = 'photo' | 'depart' | 'arrive';

/** How the fake platform answers one call. */
export type Answer =
  | 'ok'
  /** The request never arrived (no signal). */
  | 'down'
  /** The platform got it, but the answer was lost on the way back. */
  | 'lost'
  | { rejected: string };

export interface Delivery {
  key: string;
  waybillId: string;
  kind: string;
  body: unknown;
  files: string[];
}

/** A clock and timers that move only when the test says so. */
export function createClock(start = Date.UTC(2026, 10, 25, 8)) {
  let time = start;
  let pending: Array<{ at: number; run: () => void }> = [];
  const timers: OutboxTimers = {
    set(run, ms) {
      const timer = { at: time + ms, run };
      pending.push(timer);
      return timer;
    },
    clear: (handle) => void (pending = pending.filter((t) => t !== handle)),
  };
  return {
    now: () => time,
    timers,
    /** The delays of the armed timers, from now. */
    delays: () => pending.map((t) => t.at - time),
    advance(ms: number) {
      time += ms;
      const due = pending.filter((t) => t.at <= time);
      pending = pending.filter((t) => t.at > time);
      for (const timer of due) timer.run();
    },
  };
}

export function createNetwork(online = true) {
  let on = online;
  const listeners = new Set<() => void>();
  const source: NetworkSource = {
    isOnline: () => on,
    onOnline(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return {
    source,
    goOffline: () => void (on = false),
    goOnline() {
      on = true;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * The platform behind the outbox. It keeps one delivery per idempotency key, as the real endpoints
 * do, and counts the repeats it dropped, so a test sees both what arrived and what was resent.
 */
export function createPlatform() {
  const delivered: Delivery[] = [];
  const calls: OutboxItem[] = [];
  const script: Answer[] = [];
  let duplicates = 0;
  let answerFor = (_item: OutboxItem): Answer => script.shift() ?? 'ok';

  const send: OutboxSender<Kind> = async (item) => {
    calls.push(item);
    const answer = answerFor(item);
    const files = await Promise.all(item.files.map((file) => file.blob.text()));
    if (answer === 'down') throw new Error('Network Error');
    if (typeof answer === 'object') return answer;
    if (delivered.some((d) => d.key === item.idempotencyKey)) duplicates += 1;
    else {
      const { idempotencyKey: key, waybillId, kind, request } = item;
      delivered.push({ key, waybillId, kind, body: request.body, files });
    }
    if (answer === 'lost') throw new Error('timeout of 15000ms exceeded');
    return 'sent';
  };

  return {
    send,
    delivered,
    calls,
    duplicates: () => duplicates,
    /** Answers for the next calls, in order; 'ok' after them. */
    answer: (...answers: Answer[]) => void script.push(...answers),
    answerWith(fn: (item: OutboxItem) => Answer) {
      answerFor = fn;
    },
  };
}

let databases = 0;
const worlds: Array<{ stopAll(): void }> = [];

/** Stops every outbox the tests made (afterEach). */
export function stopWorlds(): void {
  for (const world of worlds.splice(0)) world.stopAll();
}

/** A world for one test: its own database, clock, network and platform. */
export function createWorld({ online = true } = {}) {
  const dbName = `outbox-test-${++databases}`;
  const clock = createClock();
  const network = createNetwork(online);
  const platform = createPlatform();
  const made: Outbox<Kind>[] = [];
  let keys = 0;
  /** A new outbox over the world's database: a second call is the app after a reload. */
  const open = (send: OutboxSender<Kind> = platform.send) => {
    const outbox = createOutbox<Kind>({
      send,
      dbName,
      network: network.source,
      now: clock.now,
      timers: clock.timers,
      backoff: { jitter: false },
      newKey: () => `key-${++keys}`,
    });
    made.push(outbox);
    return outbox;
  };
  const stopAll = () => made.forEach((outbox) => outbox.stop());
  worlds.push({ stopAll });
  return { dbName, clock, network, platform, open };
}

export function photo(label: string, takenAt = Date.UTC(2026, 10, 25, 8)): OutboxFile {
  return {
    blob: new Blob([label], { type: 'image/jpeg' }),
    name: `${label}.jpg`,
    watermark: {
      uploaderName: '张师傅',
      uploaderPhone: '138****0001',
      locationText: '河北省唐山市丰南区 装货点',
      longitude: 118.08,
      latitude: 39.57,
      takenAt,
    },
    quality: 'original',
  };
}

/** Enqueue entries of the trip's shapes. */
export const entries = {
  photo: (waybillId: string, label: string) => ({
    waybillId,
    kind: 'photo' as const,
    request: { path: 'sdc/wayBillDriver/photo', body: { id: waybillId, label } },
    files: [photo(label)],
    blocksOnReject: false,
  }),
  depart: (waybillId: string) => ({
    waybillId,
    kind: 'depart' as const,
    request: { path: 'sdc/wayBillDriver/load', body: { id: waybillId } },
  }),
  arrive: (waybillId: string) => ({
    waybillId,
    kind: 'arrive' as const,
    request: { path: 'sdc/wayBillDriver/unload', body: { id: waybillId } },
  }),
};

/** What arrived, as `waybill:kind:label` strings, in arrival order. */
export const arrivals = (delivered: readonly Delivery[]) =>
  delivered.map((d) => {
    const label = (d.body as { label?: string }).label;
    return [d.waybillId, d.kind, label].filter(Boolean).join(':');
  });
