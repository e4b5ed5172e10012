import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BACKOFF, retryDelay } from '@/lib/outbox/backoff';
import { createWorld, entries, stopWorlds } from './support';

afterEach(stopWorlds);

describe('retryDelay', () => {
  const exact = { ...DEFAULT_BACKOFF, jitter: false };

  it('doubles from 2 s and stops at 5 min', () => {
    const delays = [1, 2, 3, 4, 5, 8, 9, 10, 50].map((n) => retryDelay(n, exact));
    expect(delays).toEqual([2000, 4000, 8000, 16_000, 32_000, 256_000, 300_000, 300_000, 300_000]);
  });

  it('with jitter, waits between half and all of the delay', () => {
    expect(retryDelay(3, DEFAULT_BACKOFF, () => 0)).toBe(4000);
    expect(retryDelay(3, DEFAULT_BACKOFF, () => 0.5)).toBe(6000);
    expect(retryDelay(3, DEFAULT_BACKOFF, () => 0.999_999)).toBe(8000);
  });
});

describe('outbox retries', () => {
  it('backs off 2 s, 4 s, 8 s with the same idempotency key, and delivers exactly once', async () => {
    const world = createWorld();
    // The first answer is lost after the platform stored the photo; the second try never arrives.
    world.platform.answer('lost', 'down', 'down');
    const outbox = world.open();
    await outbox.start();
    const queued = await outbox.enqueue(entries.photo('W1', 'p1'));
    await outbox.flush();

    for (const [failures, wait] of [2000, 4000, 8000].entries()) {
      expect(world.clock.delays()).toEqual([wait]);
      expect(outbox.getSnapshot()[0]).toMatchObject({ status: 'failed-retrying' });
      world.clock.advance(wait - 1);
      await outbox.flush();
      expect(world.platform.calls).toHaveLength(failures + 1);
      world.clock.advance(1);
      await outbox.flush();
    }

    expect(world.platform.calls.map((call) => call.idempotencyKey)).toEqual(
      Array(4).fill(queued.idempotencyKey),
    );
    expect(world.platform.delivered).toHaveLength(1);
    expect(world.platform.duplicates()).toBe(1);
    expect(outbox.getSnapshot()[0]).toMatchObject({ status: 'sent', attempts: 4 });
    expect(world.clock.delays()).toEqual([]);
  });

  it('a sender failing twice then succeeding delivers once', async () => {
    const world = createWorld();
    world.platform.answer('down', 'down');
    const outbox = world.open();
    await outbox.start();
    await outbox.enqueue(entries.depart('W1'));
    await outbox.flush();
    world.clock.advance(2000);
    await outbox.flush();
    world.clock.advance(4000);
    await outbox.flush();

    expect(world.platform.calls).toHaveLength(3);
    expect(new Set(world.platform.calls.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(world.platform.delivered.map((d) => d.kind)).toEqual(['depart']);
    expect(world.platform.duplicates()).toBe(0);
  });

  it('records the last error while it waits', async () => {
    const world = createWorld();
    world.platform.answer('down');
    const outbox = world.open();
    await outbox.start();
    await outbox.enqueue(entries.arrive('W1'));
    await outbox.flush();
    expect(outbox.getSnapshot()[0]).toMatchObject({
      status: 'failed-retrying',
      attempts: 1,
      lastError: 'Network Error',
      nextAttemptAt: world.clock.now() + 2000,
    });
  });

  it('sends nothing while offline, and everything once the network returns', async () => {
    const world = createWorld({ online: false });
    const outbox = world.open();
    await outbox.start();
    await outbox.enqueue(entries.photo('W1', 'p1'));
    await outbox.enqueue(entries.depart('W1'));
    await outbox.flush();
    expect(world.platform.calls).toHaveLength(0);
    expect(world.clock.delays()).toEqual([]);

    world.network.goOnline();
    await outbox.flush();
    expect(world.platform.delivered.map((d) => d.kind)).toEqual(['photo', 'depart']);
  });

  it('tries a backing-off item at once when the network comes back', async () => {
    const world = createWorld();
    world.platform.answer('down', 'down', 'down');
    const outbox = world.open();
    await outbox.start();
    await outbox.enqueue(entries.photo('W1', 'p1'));
    await outbox.flush();
    world.clock.advance(2000);
    await outbox.flush();
    world.clock.advance(4000);
    await outbox.flush();
    expect(world.clock.delays()).toEqual([8000]);

    world.network.goOffline();
    world.network.goOnline();
    await vi.waitFor(() => expect(world.platform.calls).toHaveLength(4));
    await outbox.flush();
    expect(world.platform.calls).toHaveLength(4);
    expect(world.platform.delivered).toHaveLength(1);
    expect(world.clock.delays()).toEqual([]);
  });
});
