/** File uploads (mdc pbc/upload/multipartFile, §3, §4, §7.1). Files time out after 1 hour. */
import { endpoint } from '../endpoint';

/** §9: watermark position used by the app. */
export const WATERMARK_POSITION = 2;

/** §3 upload result. `fullFileWatermarkPath` is null when no watermark was asked for. */
export interface UploadResult {
  fullFilePath: string;
  fullFileWatermarkPath: string | null;
}

export interface UploadFileRequest {
  multipartFile: Blob;
}

export interface UploadBatchRequest {
  /** Sent as repeated `multipartFiles` parts. */
  multipartFiles: Blob[];
}

/** Watermark lines (§3): uploader name and phone, location, time. */
export interface WatermarkFileRequest {
  multipartFile: Blob;
  /** Sent as repeated `content` parts, one per line. */
  content: string[];
  position: number;
}

export interface WatermarkByUrlRequest {
  /** A URL returned by an earlier upload (iOS adds the watermark afterwards, §4). */
  url: string;
  /** Three lines, sent as `content` three times in the query string. */
  content: string[];
  position: number;
}

export const upload = {
  file: endpoint<UploadFileRequest, UploadResult>('mdc', 'pbc/upload/multipartFile/file', {
    changes: { none: 'stores a file; the form that sent it keeps its address until it saves' },
    encoding: 'multipart',
  }),
  fileBatch: endpoint<UploadBatchRequest, UploadResult[]>(
    'mdc',
    'pbc/upload/multipartFile/file/batch',
    {
      changes: { none: 'stores a file; the form that sent it keeps its address until it saves' },
      encoding: 'multipart',
    },
  ),
  watermarkFile: endpoint<WatermarkFileRequest, UploadResult>(
    'mdc',
    'pbc/upload/multipartFile/watermarkFile',
    {
      changes: { none: 'stores a file; the form that sent it keeps its address until it saves' },
      encoding: 'multipart',
    },
  ),
  watermarkFileByUrl: endpoint<WatermarkByUrlRequest, UploadResult>(
    'mdc',
    'pbc/upload/multipartFile/watermarkFileByUrl',
    {
      changes: { none: 'stores a file; the form that sent it keeps its address until it saves' },
      encoding: 'query',
    },
  ),
} as const;
