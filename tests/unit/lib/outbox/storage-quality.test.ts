import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { openOutboxStorage, toStoredFiles } from '@/lib/outbox/storage';
import type { OutboxItem } from '@/lib/outbox/types';
import { photo } from './support';

let n = 0;
const dbName = () => `outbox-quality-${(n += 1)}`;

function item(id: string): OutboxItem {
  return {
    id,
    seq: 1,
    idempotencyKey: `key-${id}`,
    waybillId: 'W1',
    kind: 'photo',
    request: { path: 'x', body: {} },
    files: [],
    blocksOnReject: false,
    createdAt: 0,
    status: 'waiting',
    attempts: 0,
    nextAttemptAt: null,
    lastError: null,
    rejectReason: null,
  };
}

describe('outbox storage: photo quality', () => {
  it('keeps whether a photo is the original or only the preview across a reload', async () => {
    const name = dbName();
    const storage = await openOutboxStorage(name);
    const original = photo('a');
    const preview = { ...photo('b'), quality: 'preview' as const };
    await storage.save({ ...item('i1'), files: [original] }, await toStoredFiles([original]));
    await storage.save({ ...item('i2'), files: [preview] }, await toStoredFiles([preview]));
    storage.close();
    const reopened = await openOutboxStorage(name);
    const [first, second] = await reopened.loadAll();
    expect(first!.files.map((f) => f.quality)).toEqual(['original']);
    expect(second!.files.map((f) => f.quality)).toEqual(['preview']);
    expect(await second!.files[0]!.blob.text()).toBe('b');
    reopened.close();
  });

  it('reads a file stored before qualities were kept as a preview (all were then)', async () => {
    const name = dbName();
    const storage = await openOutboxStorage(name);
    const stored = await toStoredFiles([photo('old')]);
    const { quality: _quality, ...before } = stored[0]!;
    await storage.save({ ...item('i1'), files: [] }, [before]);
    storage.close();
    const raw = await openDB(name);
    const kept = (await raw.get('files', 'i1')) as { files: object[] };
    expect(kept.files[0]).not.toHaveProperty('quality');
    raw.close();
    const reopened = await openOutboxStorage(name);
    const [old] = await reopened.loadAll();
    expect(old!.files.map((f) => f.quality)).toEqual(['preview']);
    reopened.close();
  });
});
