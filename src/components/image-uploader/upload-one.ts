/**
 * One picked image to one §3 file item: the native side uploads the file (it holds the bytes), with
 * the watermark drawn by the server (watermark endpoint), or on iOS added afterwards by URL (§4).
 */
import { BRIDGE_FILE_TIMEOUT_MS } from '@/lib/bridge/timeouts';
import { config } from '@/config';
import { upload, WATERMARK_POSITION } from '@/lib/contract/common/upload';
import type { BridgeClient } from '@/lib/bridge/bridge';
import type { NativeUploadResult } from '@/lib/bridge/protocol';
import { checkUploadAnswer } from '@/lib/domain/image-type';
import { http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import { imageUploaderMessages as messages } from './messages';
import type { UploadedImage } from './types';

export interface UploadOneRequest {
  bridge: BridgeClient;
  ref: string;
  headers: Record<string, string>;
  /** §3 watermark lines; none for a plain upload. */
  lines: string[] | null;
  /** iOS uploads plainly and asks for the watermark by URL afterwards. */
  ios: boolean;
}

/** An upload that answered but gave no file (§5: the string null). */
export class UploadAnswerError extends Error {
  constructor() {
    super(messages.uploadAnswerNull);
    this.name = 'UploadAnswerError';
  }
}

function endpointUrl(path: string): string {
  return `${config.apiBaseUrl}${path}`;
}

function readAnswer(answer: unknown): NativeUploadResult {
  if (checkUploadAnswer(answer)) throw new UploadAnswerError();
  const { fullFilePath, fullFileWatermarkPath } = (answer ?? {}) as Partial<NativeUploadResult>;
  if (typeof fullFilePath !== 'string' || fullFilePath.trim() === '' || fullFilePath === 'null')
    throw new UploadAnswerError();
  return {
    fullFilePath,
    fullFileWatermarkPath:
      typeof fullFileWatermarkPath === 'string' && fullFileWatermarkPath !== 'null'
        ? fullFileWatermarkPath
        : null,
  };
}

function toFileItem(result: NativeUploadResult): UploadedImage {
  return {
    url: result.fullFileWatermarkPath || result.fullFilePath,
    status: 'done',
    message: messages.done,
    isImage: true,
    urlorigin: result.fullFilePath,
  };
}

export async function uploadOne({
  bridge,
  ref,
  headers,
  lines,
  ios,
}: UploadOneRequest): Promise<UploadedImage> {
  const serverWatermark = lines !== null && !ios;
  const answer = await bridge.call(
    'uploadImage',
    {
      ref,
      url: endpointUrl(serverWatermark ? upload.watermarkFile.path : upload.file.path),
      headers,
      ...(serverWatermark ? { watermark: { lines, position: WATERMARK_POSITION } } : {}),
    },
    // A photo over a weak cab signal can take minutes: files get the spec's 1-hour time-out.
    { timeoutMs: BRIDGE_FILE_TIMEOUT_MS },
  );
  const result = readAnswer(answer);
  if (lines === null || !ios) return toFileItem(result);
  let marked: unknown;
  try {
    marked = await http.call(
      upload.watermarkFileByUrl,
      { url: result.fullFilePath, content: lines, position: WATERMARK_POSITION },
      { ignoreErrors: true },
    );
  } catch (err) {
    // No signal for the second call: the photo is not lost for want of its watermark (a screen
    // that keeps photos offline sends it with its watermark facts later).
    if (err instanceof ApiError && (err.kind === 'network' || err.kind === 'timeout')) {
      return toFileItem(result);
    }
    throw err;
  }
  return toFileItem({
    fullFilePath: result.fullFilePath,
    fullFileWatermarkPath: readAnswer(marked).fullFileWatermarkPath,
  });
}
