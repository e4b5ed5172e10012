import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '@/lib/encoding/base64';
import type { BridgeClient } from '@/lib/bridge/bridge';
import { isBridgeError } from '@/lib/bridge/bridge-error';
import {
  BRIDGE_FILE_CHUNK_BYTES,
  BRIDGE_MAX_PAYLOAD_CHARS,
  type NativeFileChunk,
} from '@/lib/bridge/protocol';
import { MAX_ORIGINAL_BYTES, readOriginal } from '@/lib/bridge/read-file';
import { rejection } from './support';

/** Bytes that differ from byte to byte, so a misplaced chunk shows. */
function original(size: number): Uint8Array {
  return Uint8Array.from({ length: size }, (_, i) => (i * 7 + (i >> 8)) & 0xff);
}

interface Asked {
  ref: string;
  offset: number;
  length: number;
}

/** An app keeping `bytes` that answers at most `serve` bytes per call (or what `answer` says). */
function app(
  bytes: Uint8Array,
  options: { serve?: number; answer?: (asked: Asked, honest: NativeFileChunk) => unknown } = {},
) {
  const asked: Asked[] = [];
  const bridge: Pick<BridgeClient, 'call'> = {
    call: (async (method: string, params: Asked) => {
      expect(method).toBe('readFile');
      asked.push(params);
      const end = Math.min(
        params.offset + Math.min(params.length, options.serve ?? Infinity),
        bytes.length,
      );
      const honest: NativeFileChunk = {
        data: bytesToBase64(bytes.subarray(params.offset, end)),
        offset: params.offset,
        size: bytes.length,
        type: 'image/jpeg',
      };
      return options.answer ? options.answer(params, honest) : honest;
    }) as BridgeClient['call'],
  };
  return { bridge, asked };
}

const file = { ref: 'img-1', type: 'image/png' };

async function bytesOf(blob: Blob): Promise<number[]> {
  return [...new Uint8Array(await blob.arrayBuffer())];
}

describe('readOriginal', () => {
  it('a chunk is well under the bridge answer limit', () => {
    const base64Chars = Math.ceil(BRIDGE_FILE_CHUNK_BYTES / 3) * 4;
    expect(base64Chars).toBeLessThanOrEqual(BRIDGE_MAX_PAYLOAD_CHARS / 2);
  });

  it('reads a small original whole, in one call', async () => {
    const bytes = original(5_000);
    const { bridge, asked } = app(bytes);
    const blob = await readOriginal(bridge, file);
    expect(await bytesOf(blob)).toEqual([...bytes]);
    expect(blob.type).toBe('image/jpeg');
    expect(asked).toEqual([{ ref: 'img-1', offset: 0, length: BRIDGE_FILE_CHUNK_BYTES }]);
  });

  it('reads a big original chunk by chunk, each asked from where the last ended', async () => {
    const size = BRIDGE_FILE_CHUNK_BYTES * 3 + 1234;
    const bytes = original(size);
    const { bridge, asked } = app(bytes);
    const blob = await readOriginal(bridge, file);
    expect(blob.size).toBe(size);
    expect(await bytesOf(blob)).toEqual([...bytes]);
    expect(asked.map((a) => a.offset)).toEqual(
      [0, 1, 2, 3].map((n) => n * BRIDGE_FILE_CHUNK_BYTES),
    );
  });

  it('follows an app that answers fewer bytes than asked', async () => {
    const bytes = original(10_000);
    const { bridge, asked } = app(bytes, { serve: 4_096 });
    expect(await bytesOf(await readOriginal(bridge, file))).toEqual([...bytes]);
    expect(asked.map((a) => a.offset)).toEqual([0, 4_096, 8_192]);
  });

  it('keeps the ref type when the app gives none', async () => {
    const { bridge } = app(original(10), { answer: (_, honest) => ({ ...honest, type: '' }) });
    expect((await readOriginal(bridge, file)).type).toBe('image/png');
  });

  const broken: [string, (asked: Asked, honest: NativeFileChunk) => unknown][] = [
    ['no answer object', () => null],
    ['another offset', (_, honest) => ({ ...honest, offset: honest.offset + 1 })],
    ['a size that changes', (asked, honest) => ({ ...honest, size: honest.size + asked.offset })],
    ['data that is not base64', (_, honest) => ({ ...honest, data: '%%%not base64%%%' })],
    ['data that is not a string', (_, honest) => ({ ...honest, data: 42 })],
    ['no bytes before the end', (_, honest) => ({ ...honest, data: '' })],
    ['bytes past the end', (_, honest) => ({ ...honest, size: 3 })],
    ['an empty file', (_, honest) => ({ ...honest, data: '', size: 0 })],
    ['a file too big to hold', (_, honest) => ({ ...honest, size: MAX_ORIGINAL_BYTES + 1 })],
  ];
  it.each(broken)('fails, never gives a broken photo, on %s', async (_, answer) => {
    const { bridge, asked } = app(original(BRIDGE_FILE_CHUNK_BYTES + 10), { answer });
    const error = await rejection(readOriginal(bridge, file));
    expect(isBridgeError(error) && error.code).toBe('failed');
    expect(asked.length).toBeLessThanOrEqual(2);
  });

  it('passes the bridge error on (an app without the method)', async () => {
    const bridge: Pick<BridgeClient, 'call'> = {
      call: () =>
        Promise.reject(
          Object.assign(new Error('x'), {
            name: 'BridgeError',
            code: 'unsupported',
            method: 'readFile',
          }),
        ),
    };
    const error = await rejection(readOriginal(bridge, file));
    expect(isBridgeError(error) && error.code).toBe('unsupported');
  });
});
