/**
 * The response side of a file download: the body as a Blob with the name from Content-Disposition,
 * or the ApiError for an HTTP status, an error envelope sent instead of the file, or no name.
 */
import type { AxiosResponse } from 'axios';
import { isEnvelopeSuccess } from '@/lib/contract/envelope';
import { attachmentFilename } from './attachment-name';
import { ApiError } from './errors';
import { HTTP_MESSAGES } from './messages';
import { headerOf, httpError, isOk, parseJson } from './response';
import { businessError, isRecord } from './response-body';

export interface Download {
  blob: Blob;
  filename: string;
}

/** Downloads are read as bytes; error bodies among them are text. */
function decodeText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data))
    return new TextDecoder().decode(data);
  return '';
}

/** A download's response → the file, or throws. */
export function readDownloadResponse(response: AxiosResponse, url: string): Download {
  const contentType = headerOf(response, 'content-type') ?? '';
  if (!isOk(response.status)) {
    const parsed = parseJson(decodeText(response.data));
    throw httpError(response, url, parsed.ok ? parsed.body : undefined);
  }
  if (contentType.includes('json')) {
    const parsed = parseJson(decodeText(response.data));
    if (parsed.ok && isRecord(parsed.body) && !isEnvelopeSuccess(parsed.body)) {
      throw businessError(parsed.body, response.status, url);
    }
  }
  const filename = attachmentFilename(headerOf(response, 'content-disposition'));
  if (!filename)
    throw new ApiError('attachment', HTTP_MESSAGES.attachmentNameMissing, {
      status: response.status,
      url,
    });
  const bytes = response.data as ArrayBuffer;
  return { blob: new Blob([bytes], contentType ? { type: contentType } : {}), filename };
}
