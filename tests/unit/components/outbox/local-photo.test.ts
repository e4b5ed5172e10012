import { afterEach, describe, expect, it, vi } from 'vitest';
import { localPhotoFile } from '@/components/outbox/local-photo';
import { createBridge } from '@/lib/bridge/bridge';
import { BRIDGE_FILE_CHUNK_BYTES, BRIDGE_METHODS, type NativeFileRef } from '@/lib/bridge/protocol';
import type { CreateFakeNativeOptions, FakeNative, SimStatePatch } from '@sim/bridge/api';
import { attachFakeNative } from '@sim/bridge/attach';
import { samplePreviewUrl } from '@sim/bridge/samples';
import type { WatermarkFacts } from '@/lib/outbox/types';
import { createFakeHost } from '../../lib/bridge/support';
import { fakeWindow, makeNative, readPng, sampleBytes } from '../../simulator/bridge/helpers';

type FaultState = NonNullable<SimStatePatch['faults']>;

/** What the phone's preview URL serves: a small stand-in JPEG, unlike the PNG original. */
const PREVIEW = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);

const watermark: WatermarkFacts = {
  uploaderName: '张师傅',
  uploaderPhone: '138****0001',
  locationText: '北京市东城区东长安街',
  longitude: 116.397,
  latitude: 39.909,
  takenAt: Date.UTC(2026, 11, 7, 1, 30),
};

let previewServed = 0;
afterEach(() => {
  vi.unstubAllGlobals();
  previewServed = 0;
});

function servePreviews(status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      previewServed += 1;
      return new Response(status === 200 ? PREVIEW : 'not found', {
        status,
        headers: { 'Content-Type': 'image/jpeg' },
      });
    }),
  );
}

/** The H5's client, connected to the simulator's fake native as the app injects it. */
function phone(options: CreateFakeNativeOptions = {}) {
  const native = makeNative(options);
  const win = fakeWindow();
  attachFakeNative(win as unknown as Window, native);
  const client = createBridge({
    target: createFakeHost({ WebViewJavascriptBridge: win.WebViewJavascriptBridge }),
  });
  return { native, client };
}

async function takePhoto(client: ReturnType<typeof phone>['client']): Promise<NativeFileRef> {
  const { files } = await client.call('chooseImage', { source: 'camera', count: 1 });
  return files[0]!;
}

const readFileCalls = (native: FakeNative) =>
  native.timeline().filter((e) => e.kind === 'call' && e.method === 'readFile').length;

async function bytesOf(blob: Blob) {
  return new Uint8Array(await blob.arrayBuffer());
}

describe('localPhotoFile', () => {
  it('keeps the original the camera took, not its preview, with the watermark facts', async () => {
    servePreviews();
    const { native, client } = phone();
    const file = await takePhoto(client);
    expect(file.previewUrl).toBe(samplePreviewUrl('truck'));
    const kept = await localPhotoFile(client, file, watermark);
    expect(kept.quality).toBe('original');
    expect(await bytesOf(kept.blob)).toEqual(sampleBytes('truck'));
    expect(readPng(await bytesOf(kept.blob))).toMatchObject({ width: 600, height: 400 });
    expect(kept.blob.size).toBe(file.size);
    expect(kept).toMatchObject({ name: file.name, watermark });
    expect(previewServed).toBe(0);
    expect(readFileCalls(native)).toBe(1);
  });

  it('reads an original bigger than one answer in chunks', async () => {
    servePreviews();
    const big = Uint8Array.from({ length: BRIDGE_FILE_CHUNK_BYTES * 2 + 500 }, (_, i) => i % 251);
    const { native, client } = phone({
      loadSample: async () => new Blob([big], { type: 'image/jpeg' }),
    });
    const kept = await localPhotoFile(client, await takePhoto(client), watermark);
    expect(kept.quality).toBe('original');
    expect(await bytesOf(kept.blob)).toEqual(big);
    expect(readFileCalls(native)).toBe(3);
  });

  it('an app without readFile: the preview is kept and says so', async () => {
    servePreviews();
    const methods = BRIDGE_METHODS.filter((m) => m !== 'readFile');
    const { native, client } = phone({ state: { device: { supportedMethods: methods } } });
    const kept = await localPhotoFile(client, await takePhoto(client), watermark);
    expect(kept.quality).toBe('preview');
    expect(await bytesOf(kept.blob)).toEqual(PREVIEW);
    expect(kept.watermark).toEqual(watermark);
    expect(readFileCalls(native)).toBe(0);
  });

  it('an app from before capabilities is not asked for readFile at all', async () => {
    servePreviews();
    const methods = BRIDGE_METHODS.filter((m) => m !== 'capabilities');
    const { native, client } = phone({ state: { device: { supportedMethods: methods } } });
    const kept = await localPhotoFile(client, await takePhoto(client), watermark);
    expect(kept.quality).toBe('preview');
    expect(readFileCalls(native)).toBe(0);
  });

  const faults: [string, FaultState][] = [
    ['an unknown-method answer', { error: [{ method: 'readFile', code: 'unsupported' }] }],
    ['a failed read', { error: [{ method: 'readFile', code: 'failed' }] }],
    ['an answer past the size limit', { oversize: ['readFile'] }],
  ];
  it.each(faults)('falls back to the preview on %s', async (_, faults) => {
    servePreviews();
    const { client } = phone({ state: { faults } });
    const kept = await localPhotoFile(client, await takePhoto(client), watermark);
    expect(kept.quality).toBe('preview');
    expect(await bytesOf(kept.blob)).toEqual(PREVIEW);
  });

  it('fails (the uploader shows it) rather than keep an error page when nothing can be read', async () => {
    servePreviews(404);
    const methods = BRIDGE_METHODS.filter((m) => m !== 'readFile');
    const { client } = phone({ state: { device: { supportedMethods: methods } } });
    await expect(localPhotoFile(client, await takePhoto(client), watermark)).rejects.toThrow(/404/);
  });
});
