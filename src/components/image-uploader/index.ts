export {
  AVATAR_UPLOADER_MAX_COUNT,
  ImageUploader,
  type ImageUploaderProps,
} from './image-uploader';
export { imageUploaderMessages } from './messages';
export type { UploadedImage, UploadHeaders, WatermarkInfo } from './types';
export { CAPTURE_FAILURE_DELAY_MS } from './use-uploads';
