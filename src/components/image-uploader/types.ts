/** §3: an uploaded file item as screens keep it and send it on. */
export interface UploadedImage {
  /** The watermarked path when there is one, else fullFilePath. */
  url: string;
  status: 'done';
  /** 上传完成 */
  message: string;
  isImage: boolean;
  /** fullFilePath: the original without watermark. */
  urlorigin: string;
}

/** Who took the photo, for the §3 watermark lines. */
export interface WatermarkInfo {
  /** Uploader's name. */
  name: string;
  /** Uploader's phone. */
  phone: string;
  /** Where: when absent the uploader asks the bridge for the location. */
  location?: string;
}

export type UploadHeaders =
  Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>);
