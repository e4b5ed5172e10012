import { afterEach, describe, expect, it } from 'vitest';
import { arrivals, createWorld, entries, photo, stopWorlds } from './support';

afterEach(stopWorlds);

const BLURRY = '照片模糊，请重新拍摄';
const OUTSIDE = '不在装货地电子围栏内';
const labelOf = (body: unknown) => (body as { label?: string }).label;

describe('outbox rejections', () => {
  it('a rejected photo says why and does not hold back the confirmation', async () => {
    const world = createWorld();
    world.platform.answerWith((it) =>
      labelOf(it.request.body) === 'p1' ? { rejected: BLURRY } : 'ok',
    );
    const outbox = world.open();
    await outbox.start();
    await outbox.enqueue(entries.photo('W1', 'p1'));
    await outbox.enqueue(entries.depart('W1'));
    await outbox.flush();

    expect(arrivals(world.platform.delivered)).toEqual(['W1:depart']);
    expect(outbox.getSnapshot()[0]).toMatchObject({ status: 'rejected', rejectReason: BLURRY });
    expect(world.platform.calls).toHaveLength(2);
  });

  it('a rejected confirmation holds back its waybill until discarded, not other waybills', async () => {
    const world = createWorld();
    world.platform.answerWith((it) =>
      it.kind === 'depart' && it.waybillId === 'W1' ? { rejected: OUTSIDE } : 'ok',
    );
    const outbox = world.open();
    await outbox.start();
    const depart = await outbox.enqueue(entries.depart('W1'));
    await outbox.enqueue(entries.arrive('W1'));
    await outbox.enqueue(entries.depart('W2'));
    await outbox.flush();
    expect(arrivals(world.platform.delivered)).toEqual(['W2:depart']);
    expect(outbox.getSnapshot().map((it) => it.status)).toEqual(['rejected', 'waiting', 'sent']);

    expect(await outbox.discard(depart.id)).toBe(true);
    await outbox.flush();
    expect(arrivals(world.platform.delivered)).toEqual(['W2:depart', 'W1:arrive']);
  });

  it('a retake replaces the file, keeps the item’s place and takes a new key', async () => {
    const world = createWorld();
    world.platform.answer({ rejected: BLURRY });
    const outbox = world.open();
    await outbox.start();
    const rejected = await outbox.enqueue(entries.photo('W1', 'p1'));
    await outbox.flush();
    expect(outbox.getSnapshot()[0]!.status).toBe('rejected');

    world.network.goOffline();
    await outbox.enqueue(entries.depart('W1'));
    const retakenAt = Date.UTC(2026, 10, 25, 9);
    const retaken = await outbox.retake(rejected.id, { files: [photo('p1-again', retakenAt)] });
    expect(retaken).toMatchObject({ status: 'waiting', seq: rejected.seq, rejectReason: null });
    expect(retaken!.idempotencyKey).not.toBe(rejected.idempotencyKey);

    world.network.goOnline();
    await outbox.flush();
    expect(world.platform.delivered.map((d) => [d.kind, d.files])).toEqual([
      ['photo', ['p1-again']],
      ['depart', []],
    ]);
    expect(world.platform.delivered[0]!.key).toBe(retaken!.idempotencyKey);
    expect(world.platform.calls[1]!.files[0]!.watermark.takenAt).toBe(retakenAt);
  });

  it('a retaken confirmation goes with its new body and unblocks the waybill', async () => {
    const world = createWorld();
    world.platform.answer({ rejected: OUTSIDE });
    const outbox = world.open();
    await outbox.start();
    const depart = await outbox.enqueue(entries.depart('W1'));
    await outbox.enqueue(entries.arrive('W1'));
    await outbox.flush();
    expect(world.platform.delivered).toEqual([]);

    await outbox.retake(depart.id, { body: { id: 'W1', longitude: 118.1, latitude: 39.6 } });
    await outbox.flush();
    expect(world.platform.delivered.map((d) => [d.kind, d.body])).toEqual([
      ['depart', { id: 'W1', longitude: 118.1, latitude: 39.6 }],
      ['arrive', { id: 'W1' }],
    ]);
  });

  it('leaves alone an item that is sent or being sent', async () => {
    const world = createWorld();
    const outbox = world.open();
    await outbox.start();
    const sent = await outbox.enqueue(entries.depart('W1'));
    await outbox.flush();
    expect(await outbox.retake(sent.id, { body: {} })).toBeNull();
    expect(await outbox.discard(sent.id)).toBe(false);
    expect(await outbox.discard('no-such-item')).toBe(false);
    expect(world.platform.delivered).toHaveLength(1);
  });

  it('a rejection survives a reload, with its reason', async () => {
    const world = createWorld();
    world.platform.answer({ rejected: BLURRY });
    const before = world.open();
    await before.start();
    await before.enqueue(entries.photo('W1', 'p1'));
    await before.flush();
    before.stop();

    const after = world.open();
    await after.start();
    expect(after.getSnapshot()[0]).toMatchObject({ status: 'rejected', rejectReason: BLURRY });
    expect(world.platform.calls).toHaveLength(1);
  });
});
