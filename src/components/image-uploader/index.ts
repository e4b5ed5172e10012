export {
  AVATAR_UPLOADER_MAX_COUNT,
  ImageUploader,
  type ImageUploaderProps,
  UPLOADER_MAX_COUNT,
} from './image-uploader';
export { imageUploaderMessages } from './messages';
export type { UploadedImage, UploadHeaders, WatermarkInfo } from './types';
export { CAPTURE_FAILURE_DELAY_MS } from './use-uploads';
