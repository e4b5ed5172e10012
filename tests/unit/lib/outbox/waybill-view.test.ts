import { afterEach, describe, expect, it, vi } from 'vitest';
import { waybillOutbox } from '@/lib/outbox/waybill-view';
import { createWorld, entries, stopWorlds } from './support';

afterEach(stopWorlds);

describe('a waybill’s outbox', () => {
  it('counts each waybill’s waiting, rejected and sent items apart', async () => {
    const world = createWorld();
    world.platform.answerWith((it) =>
      (it.request.body as { label?: string }).label === 'q1' ? { rejected: '照片模糊' } : 'ok',
    );
    const outbox = world.open();
    await outbox.start();
    await outbox.enqueue(entries.photo('W2', 'q1'));
    await outbox.enqueue(entries.depart('W2'));
    await outbox.flush();
    world.network.goOffline();
    await outbox.enqueue(entries.photo('W1', 'p1'));
    await outbox.enqueue(entries.photo('W1', 'p2'));
    await outbox.enqueue(entries.depart('W1'));

    const w1 = waybillOutbox(outbox.getSnapshot(), 'W1');
    expect(w1).toMatchObject({ waiting: 3, rejected: 0, sent: 0 });
    expect(w1.items.map((it) => it.kind)).toEqual(['photo', 'photo', 'depart']);
    expect(waybillOutbox(outbox.getSnapshot(), 'W2')).toMatchObject({
      waiting: 0,
      rejected: 1,
      sent: 1,
    });
    expect(waybillOutbox(outbox.getSnapshot(), 'W3')).toEqual({
      items: [],
      waiting: 0,
      rejected: 0,
      sent: 0,
    });
  });

  it('tells subscribers of every change, with a new snapshot each time', async () => {
    const world = createWorld();
    const outbox = world.open();
    await outbox.start();
    const seen: string[] = [];
    const listener = vi.fn(() => {
      seen.push(
        outbox
          .getSnapshot()
          .map((it) => it.status)
          .join(','),
      );
    });
    const unsubscribe = outbox.subscribe(listener);
    const before = outbox.getSnapshot();
    await outbox.enqueue(entries.depart('W1'));
    await outbox.flush();
    expect(seen).toEqual(['waiting', 'sending', 'sent']);
    expect(outbox.getSnapshot()).not.toBe(before);

    unsubscribe();
    await outbox.enqueue(entries.arrive('W1'));
    await outbox.flush();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
