import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { upload } from '@/lib/contract/common/upload';
import { waybillTrip } from '@/lib/contract/waybill/trip';
import { createOutbox, type Outbox } from '@/lib/outbox/outbox';
import { openPhotoPaths } from '@/lib/waybill-outbox/photo-paths';
import { queueStep } from '@/lib/waybill-outbox/queue-step';
import { createWaybillSender } from '@/lib/waybill-outbox/sender';
import type { WaybillOutboxKind } from '@/lib/waybill-outbox/types';
import { createClock, createNetwork, photo } from '../outbox/support';

interface Call {
  path: string;
  payload: Record<string, unknown>;
  key: string | undefined;
}

/** The platform: one answer per idempotency key (a repeat replays it), every call recorded. */
const platform = vi.hoisted(() => ({
  calls: [] as Call[],
  down: false,
  /** The network drops from this call (1-based) on. */
  downFromCall: Infinity,
  refuse: null as null | { path: string; message: string },
  answers: new Map<string, unknown>(),
  uploads: 0,
}));

vi.mock('@/lib/http/client', () => ({
  http: {
    call: async (
      ep: { path: string },
      payload: Record<string, unknown>,
      opts?: { idempotencyKey?: string },
    ) => {
      const { ApiError: Err } = await import('@/lib/http/errors');
      platform.calls.push({ path: ep.path, payload, key: opts?.idempotencyKey });
      if (platform.down || platform.calls.length >= platform.downFromCall)
        throw new Err('network', '网络连接失败');
      if (platform.refuse?.path === ep.path)
        throw new Err('business', platform.refuse.message, { state: 1 });
      const scope = `${ep.path} ${opts?.idempotencyKey}`;
      if (!platform.answers.has(scope)) {
        const n = ++platform.uploads;
        platform.answers.set(
          scope,
          ep.path.includes('upload')
            ? {
                fullFilePath: `https://files/p${n}.jpg`,
                fullFileWatermarkPath: `https://files/p${n}-wm.jpg`,
              }
            : { id: payload.id },
        );
      }
      return platform.answers.get(scope);
    },
  },
}));

let n = 0;
let made: Outbox<WaybillOutboxKind>[] = [];

function world() {
  const dbName = `waybill-outbox-${++n}`;
  const clock = createClock();
  const network = createNetwork(true);
  const open = () => {
    const paths = openPhotoPaths(`${dbName}-paths`);
    const outbox = createOutbox<WaybillOutboxKind>({
      send: createWaybillSender(paths),
      dbName,
      network: network.source,
      now: clock.now,
      timers: clock.timers,
      backoff: { jitter: false },
    });
    made.push(outbox);
    return outbox;
  };
  return { open, clock, network };
}

const facts = { takenAt: '2026-11-25 08:00:00', longitude: 118.08, latitude: 39.57 };
const fields = { id: 'W1', loadedQuantity: 32.5 };
const sent = (path: string) => platform.calls.filter((c) => c.path === path);

beforeEach(() => {
  platform.calls = [];
  platform.down = false;
  platform.downFromCall = Infinity;
  platform.refuse = null;
  platform.answers.clear();
  platform.uploads = 0;
});
afterEach(() => {
  made.forEach((outbox) => outbox.stop());
  made = [];
});

describe('waybill outbox sender', () => {
  it('uploads the photos with their keys and watermark, then departs with their real URLs', async () => {
    const w = world();
    const outbox = w.open();
    w.network.goOffline();
    await queueStep(outbox, 'load', fields, [
      { local: photo('a'), facts },
      {
        uploaded: {
          url: 'https://files/old.jpg',
          watermarkUrl: null,
          takenAt: '2026-11-25 07:00:00',
        },
      },
      { local: photo('b'), facts },
    ]);
    w.network.goOnline();
    await outbox.flush();

    expect(platform.calls.map((c) => c.path)).toEqual([
      upload.watermarkFile.path,
      upload.watermarkFile.path,
      waybillTrip.load.path,
    ]);
    const [first] = sent(upload.watermarkFile.path);
    expect(first!.payload.content).toEqual([
      '张师傅 138****0001',
      '河北省唐山市丰南区 装货点',
      expect.stringMatching(/^2026-11-25 \d\d:00:00$/),
    ]);
    const [load] = sent(waybillTrip.load.path);
    expect(load!.payload).toMatchObject({ id: 'W1', loadedQuantity: 32.5 });
    expect((load!.payload.photos as { url: string }[]).map((p) => p.url)).toEqual([
      'https://files/p1.jpg',
      'https://files/old.jpg',
      'https://files/p2.jpg',
    ]);
    expect(new Set(platform.calls.map((c) => c.key)).size).toBe(3);
    expect(outbox.getSnapshot().every((item) => item.status === 'sent')).toBe(true);
  });

  it('sends the confirmation with the photo URLs learnt before a reload', async () => {
    const w = world();
    const before = w.open();
    w.network.goOffline();
    await queueStep(before, 'unload', { id: 'W1', unloadedQuantity: 30 }, [
      { local: photo('a'), facts },
    ]);
    // The photo goes up, then the network drops before the confirmation.
    w.network.goOnline();
    platform.downFromCall = 2;
    await before.flush();
    expect(before.getSnapshot().map((i) => [i.kind, i.status])).toEqual([
      ['photo', 'sent'],
      ['unload', 'failed-retrying'],
    ]);
    const firstKey = sent(waybillTrip.unload.path)[0]!.key;
    before.stop();

    platform.downFromCall = Infinity;
    const after = w.open();
    await after.start();
    const unloads = sent(waybillTrip.unload.path);
    expect(unloads).toHaveLength(2);
    expect(unloads[1]!.key).toBe(firstKey);
    expect(unloads[1]!.payload.photos).toEqual([
      { url: 'https://files/p1.jpg', watermarkUrl: 'https://files/p1-wm.jpg', ...facts },
    ]);
    expect(sent(upload.watermarkFile.path)).toHaveLength(1);
    expect(after.getSnapshot()).toMatchObject([{ kind: 'unload', status: 'sent' }]);
  });

  it('leaves a refused confirmation rejected with the server message, not sent again', async () => {
    const w = world();
    const outbox = w.open();
    platform.refuse = {
      path: waybillTrip.load.path,
      message: '当前位置距装货地 5.2 公里，请到达装货地后再发车',
    };
    await queueStep(outbox, 'load', fields, [{ local: photo('a'), facts }]);
    await outbox.flush();
    const item = outbox.getSnapshot().find((i) => i.kind === 'load')!;
    expect(item.status).toBe('rejected');
    expect(item.rejectReason).toBe('当前位置距装货地 5.2 公里，请到达装货地后再发车');
    await outbox.retryNow();
    expect(sent(waybillTrip.load.path)).toHaveLength(1);
  });

  it('keeps a photo that meets no network waiting with its key, and sends it once later', async () => {
    const w = world();
    const outbox = w.open();
    platform.down = true;
    await queueStep(outbox, 'receipt', { id: 'W1' }, [{ local: photo('r'), facts }]);
    await outbox.flush();
    expect(outbox.getSnapshot().map((i) => i.status)).toEqual(['failed-retrying', 'waiting']);
    platform.down = false;
    await outbox.retryNow();
    await outbox.flush();
    const uploads = sent(upload.watermarkFile.path);
    expect(uploads).toHaveLength(2);
    expect(uploads[0]!.key).toBe(uploads[1]!.key);
    expect(sent(waybillTrip.uploadReceipt.path)).toHaveLength(1);
    expect(platform.uploads).toBe(2);
  });

  it('drops a discarded photo from its confirmation', async () => {
    const w = world();
    const outbox = w.open();
    platform.refuse = { path: upload.watermarkFile.path, message: '图片格式不支持' };
    await queueStep(outbox, 'load', fields, [
      { local: photo('bad'), facts },
      { uploaded: { url: 'https://files/ok.jpg', watermarkUrl: null, takenAt: facts.takenAt } },
    ]);
    await outbox.flush();
    const [bad, load] = outbox.getSnapshot();
    expect(bad).toMatchObject({ status: 'rejected', rejectReason: '图片格式不支持' });
    expect(load!.status).toBe('waiting');
    platform.refuse = null;
    await outbox.discard(bad!.id);
    await outbox.flush();
    expect(sent(waybillTrip.load.path)[0]!.payload.photos).toEqual([
      { url: 'https://files/ok.jpg', watermarkUrl: null, takenAt: facts.takenAt },
    ]);
    expect(outbox.getSnapshot()).toMatchObject([{ kind: 'load', status: 'sent' }]);
  });
});
