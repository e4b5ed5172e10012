/**
 * `readFile`: a taken or picked image's original bytes, in base64 chunks of at most
 * `BRIDGE_FILE_CHUNK_BYTES`, as a real app reads them from its own storage. The preview URL the
 * camera hands out is a smaller, poorer JPEG (samples/previews/), so the two can be told apart.
 */
import { bytesToBase64 } from '@/lib/encoding/base64';
import { BRIDGE_FILE_CHUNK_BYTES } from '@/lib/bridge/protocol';
import { nativeMessages } from './messages';
import { asObject, num, str } from './params';
import { NativeError, type HandlerTable } from './runtime';

function whole(params: Record<string, unknown>, field: string, min: number): number {
  const value = num(params, field, min, Number.MAX_SAFE_INTEGER);
  if (!Number.isInteger(value))
    throw new NativeError('bad_params', `${nativeMessages.badParams}：${field}`);
  return value;
}

export const fileHandlers: Pick<HandlerTable, 'readFile'> = {
  readFile: async (params, rt) => {
    const p = asObject(params);
    const ref = str(p, 'ref');
    const offset = whole(p, 'offset', 0);
    const length = Math.min(whole(p, 'length', 1), BRIDGE_FILE_CHUNK_BYTES);
    const file = rt.files.get(ref);
    if (!file) throw new NativeError('bad_params', nativeMessages.unknownRef);
    const { blob } = file;
    const piece = blob.slice(offset, Math.min(offset + length, blob.size));
    const bytes = new Uint8Array(await piece.arrayBuffer());
    return {
      data: bytesToBase64(bytes),
      offset,
      size: blob.size,
      type: blob.type || file.ref.type,
    };
  },
};
