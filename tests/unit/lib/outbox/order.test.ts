import { afterEach, describe, expect, it } from 'vitest';
import { nextToSend } from '@/lib/outbox/order';
import type { OutboxItem, OutboxStatus } from '@/lib/outbox/types';
import { arrivals, createWorld, entries, stopWorlds } from './support';

afterEach(stopWorlds);

function item(
  seq: number,
  waybillId: string,
  status: OutboxStatus,
  more: Partial<OutboxItem> = {},
) {
  return {
    id: `i${seq}`,
    seq,
    idempotencyKey: `k${seq}`,
    waybillId,
    kind: 'photo',
    request: { path: 'p', body: null },
    files: [],
    blocksOnReject: true,
    createdAt: 0,
    status,
    attempts: 0,
    nextAttemptAt: null,
    lastError: null,
    rejectReason: null,
    ...more,
  } satisfies OutboxItem;
}

describe('nextToSend', () => {
  it('takes the first waiting item in enqueue order', () => {
    const items = [item(1, 'A', 'sent'), item(2, 'A', 'waiting'), item(3, 'A', 'waiting')];
    expect(nextToSend(items, 0)?.id).toBe('i2');
  });

  it('never lets an item overtake an unsent earlier one of its waybill', () => {
    const backingOff = item(1, 'A', 'failed-retrying', { nextAttemptAt: 5000 });
    const items = [backingOff, item(2, 'A', 'waiting'), item(3, 'B', 'waiting')];
    expect(nextToSend(items, 4999)?.id).toBe('i3');
    expect(nextToSend(items, 5000)?.id).toBe('i1');
    expect(nextToSend([backingOff, item(2, 'A', 'waiting')], 4999)).toBeUndefined();
  });

  it('holds a waybill behind a rejected blocking item, not behind a rejected non-blocking one', () => {
    const rejectedPhoto = item(1, 'A', 'rejected', { blocksOnReject: false });
    expect(nextToSend([rejectedPhoto, item(2, 'A', 'waiting')], 0)?.id).toBe('i2');
    const rejectedDeparture = item(1, 'A', 'rejected', { blocksOnReject: true });
    expect(nextToSend([rejectedDeparture, item(2, 'A', 'waiting')], 0)).toBeUndefined();
  });
});

describe('outbox order', () => {
  it('delivers a waybill’s photos and confirmations in the order they were made', async () => {
    const world = createWorld({ online: false });
    const outbox = world.open();
    await outbox.start();
    for (const label of ['p1', 'p2', 'p3']) await outbox.enqueue(entries.photo('W1', label));
    await outbox.enqueue(entries.depart('W1'));
    await outbox.enqueue(entries.photo('W1', 'p4'));
    await outbox.enqueue(entries.arrive('W1'));
    expect(world.platform.calls).toHaveLength(0);

    world.network.goOnline();
    await outbox.flush();
    expect(arrivals(world.platform.delivered)).toEqual([
      'W1:photo:p1',
      'W1:photo:p2',
      'W1:photo:p3',
      'W1:depart',
      'W1:photo:p4',
      'W1:arrive',
    ]);
  });

  it('keeps the confirmation behind a photo that failed, while another waybill goes on', async () => {
    const world = createWorld();
    let p1Tries = 0;
    world.platform.answerWith((it) => {
      const label = (it.request.body as { label?: string }).label;
      return label === 'p1' && ++p1Tries === 1 ? 'down' : 'ok';
    });
    const outbox = world.open();
    await outbox.start();
    await outbox.enqueue(entries.photo('W1', 'p1'));
    await outbox.enqueue(entries.depart('W1'));
    await outbox.enqueue(entries.photo('W2', 'q1'));
    await outbox.enqueue(entries.depart('W2'));
    await outbox.flush();

    // p1 is waiting out its backoff: W1's departure must not go before it; W2 is not held.
    expect(arrivals(world.platform.delivered)).toEqual(['W2:photo:q1', 'W2:depart']);
    expect(outbox.getSnapshot().map((it) => [it.waybillId, it.kind, it.status])).toEqual([
      ['W1', 'photo', 'failed-retrying'],
      ['W1', 'depart', 'waiting'],
      ['W2', 'photo', 'sent'],
      ['W2', 'depart', 'sent'],
    ]);

    world.clock.advance(2000);
    await outbox.flush();
    expect(arrivals(world.platform.delivered)).toEqual([
      'W2:photo:q1',
      'W2:depart',
      'W1:photo:p1',
      'W1:depart',
    ]);
  });
});
