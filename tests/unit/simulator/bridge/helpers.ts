/** Shared helpers for the fake-native tests: disk-backed samples, requests, a fake window. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import type {
  BridgeMethod,
  BridgeParams,
  BridgeRequest,
  BridgeResult,
} from '@/lib/bridge/protocol';
import type { CreateFakeNativeOptions, FakeNative, SampleImageName } from '@sim/bridge/api';
import { createFakeNative } from '@sim/bridge/fake-native';
import { SAMPLE_IMAGES } from '@sim/bridge/samples';

const samplesDir = fileURLToPath(new URL('../../../../simulator/bridge/samples/', import.meta.url));

export function sampleBytes(name: SampleImageName): Uint8Array {
  return new Uint8Array(readFileSync(`${samplesDir}${SAMPLE_IMAGES[name].file}`));
}

export async function loadSampleFromDisk(name: SampleImageName): Promise<Blob> {
  return new Blob([sampleBytes(name) as Uint8Array<ArrayBuffer>], { type: 'image/png' });
}

let nextId = 0;
export function req<M extends BridgeMethod>(method: M, params: BridgeParams<M>): BridgeRequest<M> {
  nextId += 1;
  return { v: 1, id: `r${nextId}`, method, params };
}

export function makeNative(options: CreateFakeNativeOptions = {}): FakeNative {
  return createFakeNative({
    loadSample: loadSampleFromDisk,
    origin: 'http://sim.test',
    ...options,
  });
}

/** Handles a call and returns its data, failing the test on an error answer. */
export async function ok<M extends BridgeMethod>(
  native: FakeNative,
  method: M,
  params: BridgeParams<M>,
): Promise<BridgeResult<M>> {
  const res = await native.handle(req(method, params));
  if (!res || !res.ok) throw new Error(`${method} failed: ${JSON.stringify(res)}`);
  return res.data as BridgeResult<M>;
}

export async function fail<M extends BridgeMethod>(
  native: FakeNative,
  method: M,
  params: BridgeParams<M>,
): Promise<{ code: string; error: string }> {
  const res = await native.handle(req(method, params));
  if (!res || res.ok) throw new Error(`${method} did not fail: ${JSON.stringify(res)}`);
  return { code: res.code, error: res.error };
}

export interface FakeWindow {
  document: EventTarget;
  Event: typeof Event;
  WebViewJavascriptBridge?: unknown;
}

export function fakeWindow(): FakeWindow {
  return { document: new EventTarget(), Event };
}

/**
 * A minimal PNG reader (8-bit RGB/RGBA, non-interlaced, as Chromium writes them) so the QR sample
 * can be decoded for real in Node.
 */
export function readPng(bytes: Uint8Array): {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
} {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  let width = 0;
  let height = 0;
  let colorType = 0;
  const idat: Uint8Array[] = [];
  while (offset < bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(offset + 8);
      height = view.getUint32(offset + 12);
      if (data[8] !== 8 || data[12] !== 0) throw new Error('unsupported PNG');
      colorType = data[9];
    } else if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const channels = colorType === 6 ? 4 : colorType === 2 ? 3 : 0;
  if (!channels) throw new Error(`unsupported colour type ${colorType}`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = new Uint8Array(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x];
      const a = x >= channels ? out[y * stride + x - channels] : 0;
      const b = y > 0 ? out[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? out[(y - 1) * stride + x - channels] : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter];
      out[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    rgba[i * 4] = out[i * channels];
    rgba[i * 4 + 1] = out[i * channels + 1];
    rgba[i * 4 + 2] = out[i * channels + 2];
    rgba[i * 4 + 3] = channels === 4 ? out[i * channels + 3] : 255;
  }
  return { width, height, rgba };
}
