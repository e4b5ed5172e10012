/**
 * The single runner that sends the outbox's items: one at a time (a weak signal is not shared
 * between uploads), in the order of `order.ts`, while the network source says online. A failure
 * worth another try backs off (`backoff.ts`) and keeps the item's idempotency key; a permanent
 * refusal leaves the item 'rejected' for the driver. One timer wakes the runner at the earliest end
 * of a backoff.
 */
import { retryDelay, type BackoffOptions } from './backoff';
import type { ItemList } from './item-list';
import { nextToSend, nextWakeUp } from './order';
import type { OutboxStorage } from './storage';
import type { NetworkSource, OutboxSender, OutboxTimers, Rejection } from './types';

interface RunnerDeps<K extends string> {
  list: ItemList<K>;
  open: () => Promise<OutboxStorage>;
  /** What an earlier session left is loaded before the first run. */
  ready: () => Promise<void>;
  send: OutboxSender<K>;
  network: NetworkSource;
  now: () => number;
  timers: OutboxTimers;
  backoff: BackoffOptions;
  random?: () => number;
}

type Outcome = 'sent' | Rejection | { error: string };

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function createRunner<K extends string>(deps: RunnerDeps<K>) {
  const { list, open, now, timers } = deps;
  let running: Promise<void> | null = null;
  let timer: unknown = null;
  let stopped = false;

  function armTimer(): void {
    if (timer !== null) timers.clear(timer);
    timer = null;
    const wakeUp = nextWakeUp(list.getSnapshot());
    if (stopped || wakeUp === null) return;
    timer = timers.set(
      () => {
        timer = null;
        kick();
      },
      Math.max(0, wakeUp - now()),
    );
  }

  async function settle(id: string, outcome: Outcome): Promise<void> {
    const db = await open();
    if (outcome === 'sent') {
      list.patch(id, { status: 'sent', files: [], nextAttemptAt: null });
      return db.remove(id);
    }
    if ('rejected' in outcome) {
      return db.save(list.patch(id, { status: 'rejected', rejectReason: outcome.rejected }));
    }
    const delay = retryDelay(list.get(id)!.attempts, deps.backoff, deps.random);
    const changes = { nextAttemptAt: now() + delay, lastError: outcome.error };
    return db.save(list.patch(id, { status: 'failed-retrying', ...changes }));
  }

  async function attempt(id: string): Promise<void> {
    const { attempts } = list.get(id)!;
    const item = list.patch(id, {
      status: 'sending',
      attempts: attempts + 1,
      nextAttemptAt: null,
      lastError: null,
    });
    let outcome: Outcome;
    try {
      // On disk first: an item found 'sending' after a crash is known to need a resend.
      await (await open()).save(item);
      outcome = await deps.send(item);
    } catch (err) {
      outcome = { error: messageOf(err) };
    }
    // A write that fails here leaves the item 'sending' on disk: after a reload it is sent again
    // with the same key, which the platform recognises as a duplicate.
    await settle(id, outcome).catch(() => {});
  }

  async function run(): Promise<void> {
    try {
      await deps.ready();
      for (;;) {
        const online = !stopped && deps.network.isOnline();
        const item = online ? nextToSend(list.getSnapshot(), now()) : undefined;
        if (!item) break;
        await attempt(item.id);
      }
    } finally {
      // Cleared in the same turn as the last look for work, so a flush() that comes later starts
      // a new run instead of joining one that has already decided to end.
      running = null;
      armTimer();
    }
  }

  /** Concurrent calls share one run, so no item is ever sent twice at once. */
  function flush(): Promise<void> {
    running ??= run();
    return running;
  }

  /** A run nobody awaits (a change, a timer): a failure to load is seen by the next caller. */
  function kick(): void {
    flush().catch(() => {});
  }

  function stop(): void {
    stopped = true;
    if (timer !== null) timers.clear(timer);
    timer = null;
  }

  return { flush, kick, stop };
}
