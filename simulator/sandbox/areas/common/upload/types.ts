/** Uploaded files (their bytes stay in memory only, see Db.files) and watermark requests. */
import { areaKey } from '../../slice';

export interface UploadRecord {
  id: string;
  fullFilePath: string;
  fullFileWatermarkPath: string | null;
  fileName: string;
  contentType: string;
  size: number;
  /** Watermark lines, when asked for. */
  content: string[] | null;
  position: number | null;
  /** For watermarkFileByUrl: the image that was watermarked. */
  sourceUrl: string | null;
  appUserId: string | null;
  time: string;
}

export interface UploadTables {
  uploads: UploadRecord[];
  /** Uploads so far: ids are `F<n>`. */
  stored: number;
}

export const uploadArea = areaKey<UploadTables>('common/upload');
