/** `readFile` in the browser: a piece of the picked file itself (its preview URL is the file too). */
import { bytesToBase64 } from '@/lib/encoding/base64';
import { BridgeError } from './bridge-error';
import { WEB_MESSAGES } from './messages';
import { BRIDGE_FILE_CHUNK_BYTES, type BridgeParams, type NativeFileChunk } from './protocol';
import type { WebContext } from './web-context';

const whole = (value: unknown, fallback: number) => {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

export async function readFile(
  params: BridgeParams<'readFile'>,
  { files }: WebContext,
): Promise<NativeFileChunk> {
  const file = files.get(params.ref);
  if (!file) throw new BridgeError('bad_params', 'readFile', { message: WEB_MESSAGES.fileExpired });
  const offset = whole(params.offset, 0);
  const length = Math.min(BRIDGE_FILE_CHUNK_BYTES, whole(params.length, BRIDGE_FILE_CHUNK_BYTES));
  // Response rather than Blob#arrayBuffer, which iOS gained only in Safari 14.
  const bytes = await new Response(file.slice(offset, offset + length)).arrayBuffer();
  return { data: bytesToBase64(new Uint8Array(bytes)), offset, size: file.size, type: file.type };
}
