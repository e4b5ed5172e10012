/**
 * A kept image's original bytes, read over the bridge (`readFile`) in chunks that stay below the
 * bridge's answer limit. Every answer is checked: a wrong offset, a changing size, bytes that are
 * not base64 or a chunk that brings nothing fail the read rather than give a broken photo.
 */
import { base64ToBytes } from '@/lib/encoding/base64';
import type { BridgeClient } from './bridge';
import { BridgeError } from './bridge-error';
import { BRIDGE_FILE_CHUNK_BYTES, type NativeFileChunk, type NativeFileRef } from './protocol';

/** Phones' originals are a few MB; a bigger answer is not pulled into the WebView's memory. */
export const MAX_ORIGINAL_BYTES = 40 * 1024 * 1024;

const bad = (detail: string) => new BridgeError('failed', 'readFile', { detail });

/** The chunk's bytes, when it is the one asked for (`offset`) of a file of `size` bytes. */
function chunkBytes(chunk: NativeFileChunk, offset: number, size: number | null): Uint8Array {
  if (typeof chunk !== 'object' || chunk === null) throw bad('answer is not an object');
  const { data, size: total } = chunk;
  if (chunk.offset !== offset) throw bad(`asked for offset ${offset}, got ${String(chunk.offset)}`);
  if (!Number.isSafeInteger(total) || total <= 0 || total > MAX_ORIGINAL_BYTES)
    throw bad(`size ${String(total)}`);
  if (size !== null && total !== size) throw bad(`size changed from ${size} to ${total}`);
  if (typeof data !== 'string') throw bad('data is not a string');
  let bytes: Uint8Array;
  try {
    bytes = base64ToBytes(data);
  } catch {
    throw bad('data is not base64');
  }
  if (bytes.length === 0) throw bad(`no bytes at offset ${offset} of ${total}`);
  if (offset + bytes.length > total) throw bad(`bytes past the end (${total})`);
  return bytes;
}

/** Rejects with a {@link BridgeError} (the bridge's own, or `failed` for a bad answer). */
export async function readOriginal(
  bridge: Pick<BridgeClient, 'call'>,
  file: Pick<NativeFileRef, 'ref' | 'type'>,
): Promise<Blob> {
  const parts: Uint8Array[] = [];
  let offset = 0;
  let size: number | null = null;
  let type = file.type;
  do {
    const chunk = await bridge.call('readFile', {
      ref: file.ref,
      offset,
      length: BRIDGE_FILE_CHUNK_BYTES,
    });
    const bytes = chunkBytes(chunk, offset, size);
    size = chunk.size;
    if (typeof chunk.type === 'string' && chunk.type) type = chunk.type;
    parts.push(bytes);
    offset += bytes.length;
  } while (offset < size);
  return new Blob(parts as BlobPart[], { type });
}
