/** `uploadImage` in the browser: the same multipart call the native side makes, with the same fields. */
import { isEnvelopeSuccess } from '@/lib/contract/envelope';
import { BridgeError } from './bridge-error';
import { WEB_MESSAGES } from './messages';
import type { BridgeParams, NativeUploadResult } from './protocol';
import type { WebContext } from './web-context';

const METHOD = 'uploadImage';

const failed = (detail: string, message: string = WEB_MESSAGES.uploadFailed, cause?: unknown) =>
  new BridgeError('failed', METHOD, { message, detail, cause });

function envelopeMessage(body: Record<string, unknown>): string | undefined {
  for (const key of ['msg', 'errmsg', 'error'] as const) {
    const value = body[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** The browser writes the multipart boundary itself; a caller's Content-Type would break it. */
function withoutContentType(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-type'),
  );
}

function readResult(data: unknown): NativeUploadResult {
  const { fullFilePath, fullFileWatermarkPath } = (data ?? {}) as Record<string, unknown>;
  if (typeof fullFilePath !== 'string' || fullFilePath === '')
    throw failed('upload answered without fullFilePath');
  return {
    fullFilePath,
    fullFileWatermarkPath: typeof fullFileWatermarkPath === 'string' ? fullFileWatermarkPath : null,
  };
}

export async function uploadImage(
  params: BridgeParams<'uploadImage'>,
  { host, files, signal }: WebContext,
): Promise<NativeUploadResult> {
  const file = files.get(params.ref);
  if (!file)
    throw new BridgeError('bad_params', METHOD, {
      message: WEB_MESSAGES.fileExpired,
      detail: `unknown ref ${params.ref}`,
    });
  const FormDataCtor = host.FormData;
  if (!host.fetch || !FormDataCtor) throw new BridgeError('unavailable', METHOD);
  const form = new FormDataCtor();
  form.append('multipartFile', file, file.name);
  if (params.watermark) {
    for (const line of params.watermark.lines) form.append('content', line);
    form.append('position', String(params.watermark.position));
  }
  let response: Response;
  try {
    response = await host.fetch(params.url, {
      method: 'POST',
      headers: withoutContentType(params.headers ?? {}),
      body: form,
      signal,
    });
  } catch (cause) {
    throw failed(`network: ${String(cause)}`, WEB_MESSAGES.uploadFailed, cause);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw failed(`HTTP ${response.status}, body is not JSON`, WEB_MESSAGES.uploadFailed, cause);
  }
  if (typeof body !== 'object' || body === null) throw failed('body is not an object');
  const envelope = body as Record<string, unknown>;
  if (!isEnvelopeSuccess(envelope)) {
    const message = envelopeMessage(envelope);
    throw failed(message ?? `HTTP ${response.status}`, message ?? WEB_MESSAGES.uploadFailed);
  }
  return readResult(envelope.data);
}
