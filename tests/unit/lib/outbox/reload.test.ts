import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWorld, entries, photo, stopWorlds } from './support';

afterEach(stopWorlds);

describe('outbox across a reload', () => {
  it('delivers everything queued offline once after the app is closed and reopened', async () => {
    const world = createWorld({ online: false });
    const before = world.open();
    await before.start();
    const photos = 8;
    for (let n = 1; n <= photos; n++) await before.enqueue(entries.photo('W1', `p${n}`));
    await before.enqueue(entries.depart('W1'));
    before.stop();

    world.network.goOnline();
    const after = world.open();
    await after.start();

    const kinds = world.platform.delivered.map((d) => d.kind);
    expect(kinds).toEqual([...Array<string>(photos).fill('photo'), 'depart']);
    expect(world.platform.delivered.flatMap((d) => d.files)).toEqual(
      Array.from({ length: photos }, (_, i) => `p${i + 1}`),
    );
    expect(world.platform.duplicates()).toBe(0);

    const third = world.open();
    await third.start();
    expect(third.getSnapshot()).toEqual([]);
  });

  it('keeps the files and the watermark facts of the moment the photo was taken', async () => {
    const world = createWorld({ online: false });
    const before = world.open();
    const takenAt = Date.UTC(2026, 10, 25, 6, 30);
    await before.enqueue({ ...entries.photo('W1', 'p1'), files: [photo('p1', takenAt)] });
    before.stop();

    const after = world.open();
    await after.flush();
    const [item] = after.getSnapshot();
    expect(item).toMatchObject({ kind: 'photo', status: 'waiting', blocksOnReject: false });
    expect(item!.files).toHaveLength(1);
    const file = item!.files[0]!;
    expect(file.name).toBe('p1.jpg');
    expect(file.blob.type).toBe('image/jpeg');
    expect(await file.blob.text()).toBe('p1');
    expect(file.watermark).toEqual(photo('p1', takenAt).watermark);
  });

  it('sends an item a crash left "sending" once more, with the same key', async () => {
    const world = createWorld();
    const hung = vi.fn(() => new Promise<never>(() => {}));
    const before = world.open(hung);
    await before.start();
    const queued = await before.enqueue(entries.depart('W1'));
    await vi.waitFor(() => expect(hung).toHaveBeenCalledTimes(1));
    expect(before.getSnapshot()[0]!.status).toBe('sending');
    before.stop();

    const after = world.open();
    await after.start();
    expect(world.platform.calls.map((call) => call.idempotencyKey)).toEqual([
      queued.idempotencyKey,
    ]);
    expect(world.platform.delivered).toHaveLength(1);
    expect(after.getSnapshot()[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('tries an item that was backing off at once on start', async () => {
    const world = createWorld();
    world.platform.answer('down');
    const before = world.open();
    await before.start();
    await before.enqueue(entries.arrive('W1'));
    await before.flush();
    expect(before.getSnapshot()[0]!.status).toBe('failed-retrying');
    before.stop();

    const after = world.open();
    await after.start();
    expect(world.platform.delivered.map((d) => d.kind)).toEqual(['arrive']);
  });
});

describe('single runner', () => {
  it('two flushes at once share one run: each item sent once, one at a time', async () => {
    const world = createWorld({ online: false });
    let inFlight = 0;
    let mostInFlight = 0;
    const send = async (item: Parameters<typeof world.platform.send>[0]) => {
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight -= 1;
      return world.platform.send(item);
    };
    const outbox = world.open(send);
    // Three waybills: the order rules alone would let them go side by side.
    for (const waybill of ['W1', 'W2', 'W3']) await outbox.enqueue(entries.depart(waybill));
    world.network.goOnline();

    await Promise.all([outbox.flush(), outbox.flush()]);
    expect(world.platform.calls.map((call) => call.waybillId)).toEqual(['W1', 'W2', 'W3']);
    expect(mostInFlight).toBe(1);
  });

  it('a flush while an item is with the sender does not send it again', async () => {
    const world = createWorld();
    let release = () => {};
    const send = vi.fn(async (item: Parameters<typeof world.platform.send>[0]) => {
      await new Promise<void>((resolve) => (release = resolve));
      return world.platform.send(item);
    });
    const outbox = world.open(send);
    await outbox.start();
    await outbox.enqueue(entries.depart('W1'));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));

    const second = outbox.flush();
    const third = outbox.flush();
    release();
    await Promise.all([second, third]);
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(world.platform.delivered).toHaveLength(1);
  });
});
